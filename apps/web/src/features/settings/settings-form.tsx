import { ApiClientError, type CurrencyRateRow, updateSettings, type User, USER_LOCALES } from '@app/api';
import { formatZonedTime } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast';
import { useI18n } from '../../i18n/i18n-provider';
import { DISPLAY_LOCALE_NAMES } from '../../i18n/locales';
import { api } from '../../lib/api-client';
import { useShellReads } from '../../lib/shell-reads';
import {
  changedSettings,
  FIELD_ERROR_KEYS,
  isSettingsField,
  type SettingsField,
  settingsOf,
  type SettingsValues,
  timeZoneGroups,
} from './settings-fields';
import { SelectField } from '../../components/form-field';

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The user's display settings: language (of the pages and of the mails), currency (from the rates
 * table), time zone (IANA) and 12 h / 24 h clock. Saves only what changed with PATCH
 * /v1/me/settings; a field the server refuses gets its message under it. On success the signed-in
 * user is replaced in the cache, so every price and time on screen follows at once, and the page
 * switches to the saved language.
 */
export function SettingsForm({ user, rates, now }: { user: User; rates: readonly CurrencyRateRow[]; now: number }) {
  const { t, intlLocale, setLocale } = useI18n();
  const toast = useToast();
  const shell = useShellReads();
  const saved = settingsOf(user);
  const [values, setValues] = useState<SettingsValues>(saved);
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneGroups(values.timezone_iana), [values.timezone_iana]);
  const deviceZone = browserZone();
  const example = (isAm: 0 | 1) => formatZonedTime({ instant: now, zone: values.timezone_iana, isAm, locale: intlLocale });

  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof changedSettings>>) => api.call(updateSettings, { body }),
    onSuccess: (answer) => {
      shell.viewer.set((old) => (old ? { ...old, user: answer.data.user } : old));
      setValues(settingsOf(answer.data.user));
      toast({ kind: 'success', text: t('settings.saved') });
      // At once, not only when the shell sees the new user: the form's own labels follow too.
      setLocale(answer.data.user.locale);
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 400 && isSettingsField(error.field)) {
        setErrors({ [error.field]: t(FIELD_ERROR_KEYS[error.field]) });
      } else {
        setFormError(t('settings.saveFailed'));
      }
    },
  });

  const edit = <K extends SettingsField>(field: K, value: SettingsValues[K]) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
    setFormError(null);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = changedSettings(saved, values);
    if (!body) {
      setFormError(t('settings.noChanges'));
      return;
    }
    save.mutate(body);
  };

  const codes = rates.some((r) => r.code === values.currency) ? rates.map((r) => r.code) : [values.currency, ...rates.map((r) => r.code)];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="settings-form"
    >
      <SelectField
        label={t('settings.language')}
        hint={t('settings.languageHint')}
        error={errors.locale ?? null}
        value={values.locale}
        onChange={(e) => {
          const next = USER_LOCALES.find((code) => code === e.target.value);
          if (next) edit('locale', next);
        }}
      >
        {USER_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {DISPLAY_LOCALE_NAMES[code]}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('settings.currency')}
        hint={t('settings.currencyHint')}
        error={errors.currency ?? null}
        value={values.currency}
        onChange={(e) => {
          edit('currency', e.target.value);
        }}
      >
        {codes.map((code) => (
          <option key={code} value={code}>{`${code} · ${currencyName(code, intlLocale)}`}</option>
        ))}
      </SelectField>

      <div className="space-y-2">
        <SelectField
          label={t('settings.timezone')}
          hint={t('settings.timezoneHint')}
          error={errors.timezone_iana ?? null}
          value={values.timezone_iana}
          onChange={(e) => {
            edit('timezone_iana', e.target.value);
          }}
        >
          {zones.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        {deviceZone && deviceZone !== values.timezone_iana ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              edit('timezone_iana', deviceZone);
            }}
          >
            {t('settings.useBrowserZone', { zone: deviceZone })}
          </Button>
        ) : null}
      </div>

      <fieldset aria-describedby={errors.is_am ? 'clock-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('settings.clock')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {([1, 0] as const).map((isAm) => (
            <label key={isAm} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="is_am"
                value={isAm}
                checked={values.is_am === isAm}
                onChange={() => {
                  edit('is_am', isAm);
                }}
                className="h-4 w-4 accent-brand-600"
              />
              {t(isAm === 1 ? 'settings.clock12' : 'settings.clock24', { example: example(isAm) })}
            </label>
          ))}
        </div>
        {errors.is_am ? (
          <p id="clock-error" className="mt-1 text-sm text-red-700">
            {errors.is_am}
          </p>
        ) : null}
      </fieldset>

      {formError ? (
        <p role="alert" className="text-sm text-red-700" data-testid="settings-form-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
