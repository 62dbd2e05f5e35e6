import { ApiClientError, AVATAR_MAX_BYTES, deleteAvatar, type LearningLanguage, type Profile, updateProfile } from '@app/api';
import { getLevelLabel, LEARNABLE_LANGUAGES, LEARNING_LEVEL_MAX, LEARNING_LEVEL_MIN, PROFILE_LIMITS } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { FormField, SelectField, TextAreaField } from '../../components/form-field';
import { SettingsSection } from '../../components/settings-section';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { api } from '../../lib/api-client';
import { useShellReads } from '../../lib/shell-reads';
import { profileQuery, uploadAvatarFile } from './api/profile';

const LEVELS = Array.from({ length: LEARNING_LEVEL_MAX - LEARNING_LEVEL_MIN + 1 }, (_, i) => LEARNING_LEVEL_MIN + i);

/** Issue 17 "edit profile (nickname, avatar upload, about, learning languages and levels)". */
export function ProfileSection() {
  const t = useT();
  const profile = useQuery(profileQuery());
  return (
    <SettingsSection
      title={t('accountManagement.profileTitle')}
      intro={t('accountManagement.profileIntro')}
      query={profile}
      skeletonClassName="h-64"
      testId="profile-section"
    >
      {(answer) => <ProfileForm saved={answer.data.profile} />}
    </SettingsSection>
  );
}

export function ProfileForm({ saved }: { saved: Profile }) {
  const t = useT();
  const names = useLanguageNames();
  const queryClient = useQueryClient();
  const shell = useShellReads();
  const avatarId = useId();
  const [nickname, setNickname] = useState(saved.nickname);
  const [about, setAbout] = useState(saved.about);
  const [learning, setLearning] = useState<LearningLanguage[]>(saved.learning_languages);
  const afterSave = (answer: { data: { profile: Profile } }) => {
    queryClient.setQueryData(profileQuery().queryKey, answer);
    // The header shows the nickname and picture.
    shell.viewer.refresh().catch(() => undefined);
  };
  const save = useMutation({
    mutationFn: () => api.call(updateProfile, { body: { nickname, about, learning_languages: learning } }),
    onSuccess: afterSave,
  });
  const picture = useMutation({
    mutationFn: (file: File | null) => (file ? uploadAvatarFile(file) : api.call(deleteAvatar)),
    onSuccess: afterSave,
  });
  const failure = save.error instanceof ApiClientError ? save.error : null;
  const pictureFailure = picture.error instanceof ApiClientError ? picture.error : null;
  const unused = LEARNABLE_LANGUAGES.filter((language) => !learning.some((l) => l.language === language));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={saved.avatar_file_name} name={saved.nickname} size="lg" />
        <div className="space-y-2">
          <label htmlFor={avatarId} className="block text-sm font-medium text-slate-800">
            {t('accountManagement.avatarLabel')}
          </label>
          <input
            id={avatarId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${avatarId}-hint`}
            className="block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            disabled={picture.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) picture.mutate(file);
              e.target.value = '';
            }}
          />
          <p id={`${avatarId}-hint`} className="text-xs text-slate-600">
            {t('accountManagement.avatarHint', { mb: AVATAR_MAX_BYTES / (1024 * 1024) })}
          </p>
          {saved.avatar_file_name ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={picture.isPending}
              onClick={() => {
                picture.mutate(null);
              }}
            >
              {t('accountManagement.avatarRemove')}
            </Button>
          ) : null}
          {pictureFailure ? (
            <p role="alert" className="text-sm text-red-800">
              {errorText(t, pictureFailure)}
            </p>
          ) : null}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t('accountManagement.nickname')}
          name="nickname"
          autoComplete="nickname"
          maxLength={PROFILE_LIMITS.nicknameMaxLength}
          required
          value={nickname}
          error={failure?.field === 'nickname' ? errorText(t, failure) : null}
          onChange={(e) => {
            setNickname(e.target.value);
          }}
        />
        <TextAreaField
          label={t('accountManagement.about')}
          hint={t('accountManagement.aboutHint', { max: PROFILE_LIMITS.aboutMaxLength })}
          name="about"
          rows={4}
          maxLength={PROFILE_LIMITS.aboutMaxLength}
          value={about}
          onChange={(e) => {
            setAbout(e.target.value);
          }}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t('accountManagement.learningTitle')}</legend>
          {learning.length === 0 ? <p className="text-sm text-slate-600">{t('accountManagement.learningNone')}</p> : null}
          {learning.map((entry, index) => (
            <div key={entry.language} className="flex flex-wrap items-end gap-3">
              <div className="min-w-40 flex-1">
                <SelectField
                  label={t('accountManagement.learningLanguage', { n: index + 1 })}
                  value={entry.language}
                  onChange={(e) => {
                    const language = e.target.value;
                    setLearning((old) => old.map((l, i) => (i === index ? { ...l, language } : l)));
                  }}
                >
                  {[entry.language, ...unused].map((language) => (
                    <option key={language} value={language}>
                      {names.label(language)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="w-28">
                <SelectField
                  label={t('accountManagement.learningLevel', { language: names.label(entry.language) })}
                  value={entry.level}
                  onChange={(e) => {
                    const level = Number(e.target.value);
                    setLearning((old) => old.map((l, i) => (i === index ? { ...l, level } : l)));
                  }}
                >
                  {LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {getLevelLabel(level)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('accountManagement.learningRemove', { language: names.label(entry.language) })}
                onClick={() => {
                  setLearning((old) => old.filter((_, i) => i !== index));
                }}
              >
                {t('accountManagement.remove')}
              </Button>
            </div>
          ))}
          {learning.length < PROFILE_LIMITS.learningLanguagesMax && unused[0] !== undefined ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                const language = unused[0];
                if (language !== undefined) setLearning((old) => [...old, { language, level: LEARNING_LEVEL_MIN }]);
              }}
            >
              {t('accountManagement.learningAdd')}
            </Button>
          ) : null}
        </fieldset>
        {failure && failure.field !== 'nickname' ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, failure)}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t('accountManagement.profileSaved')}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('accountManagement.profileSaving') : t('accountManagement.profileSave')}
        </Button>
      </form>
    </div>
  );
}
