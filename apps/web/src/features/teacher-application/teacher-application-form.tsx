import { type MyTeacherApplicationResponse, type TeacherApplicationBody, TeacherApplicationBodySchema } from '@app/api';
import { TEACHER_LANGUAGES_MAX, TEACHING_LEVELS, countCharacters } from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField, SelectField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { boundsOf, type FieldErrors, fieldErrorsOfIssues } from './field-errors';
import { levelKey } from './level-text';

type Options = MyTeacherApplicationResponse['data']['options'];

interface FormValues {
  readonly languages: readonly { language: string; level: number }[];
  readonly about: string;
  readonly signature: string;
  readonly country: string;
  /** Prices as typed, in dollars. */
  readonly trial: string;
  readonly regular: string;
  readonly video: string;
}

const EMPTY: FormValues = {
  languages: [{ language: '', level: 7 }],
  about: '',
  signature: '',
  country: '',
  trial: '',
  regular: '',
  video: '',
};

/** Dollars as typed (`15`, `15.5`, `15,50`) to cents; anything else is NaN, which the schema refuses at the field. */
function toCents(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

const toDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The previous application's values, to correct and send again after a decline. */
export function formValuesOf(previous: TeacherApplicationBody | null | undefined): FormValues {
  if (!previous) return EMPTY;
  return {
    languages: previous.languages.length > 0 ? previous.languages : EMPTY.languages,
    about: previous.about,
    signature: previous.signature,
    country: previous.country,
    trial: toDollars(previous.trial_price),
    regular: toDollars(previous.regular_price),
    video: previous.video_url ?? '',
  };
}

function toBody(values: FormValues): TeacherApplicationBody {
  return {
    languages: [...values.languages],
    about: values.about,
    signature: values.signature,
    country: values.country,
    trial_price: toCents(values.trial),
    regular_price: toCents(values.regular),
    video_url: values.video.trim() === '' ? null : values.video,
  };
}

/**
 * The "Become a teacher" form (issue 14): every field of the application, checked on submit by the
 * same schema the server parses with (`TeacherApplicationBodySchema`, the domain's bounds), each
 * error under its field; `serverErrors` are the server's (a language or country it lacks).
 */
export function TeacherApplicationForm({
  options,
  initial,
  busy = false,
  serverErrors = {},
  formError = null,
  onSubmit,
}: {
  options: Options;
  initial?: TeacherApplicationBody | null | undefined;
  busy?: boolean;
  serverErrors?: FieldErrors;
  formError?: string | null;
  onSubmit: (body: TeacherApplicationBody) => void;
}) {
  const t = useT();
  const names = useLanguageNames();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(initial));
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = { ...serverErrors, ...(clientErrors ?? {}) };
  const set = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
  };
  const setLanguage = (index: number, patch: Partial<{ language: string; level: number }>) => {
    set({ languages: values.languages.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)) });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const parsed = TeacherApplicationBodySchema.safeParse(body);
    if (!parsed.success) {
      setClientErrors(fieldErrorsOfIssues(t, parsed.error.issues));
      return;
    }
    setClientErrors({});
    onSubmit(body);
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate aria-label={t('teacherApplication.formLabel')} className="space-y-6">
      {hasErrors || formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError ?? t('teacherApplication.fixErrors')}
        </p>
      ) : null}

      <fieldset className="space-y-3 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold">{t('teacherApplication.languagesLegend')}</legend>
        <p className="text-sm text-slate-600">{t('teacherApplication.languagesHint', { max: TEACHER_LANGUAGES_MAX })}</p>
        {values.languages.map((entry, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <SelectField
              label={t('teacherApplication.languageN', { n: index + 1 })}
              name={`languages.${index}.language`}
              value={entry.language}
              error={errors[`languages.${index}.language`]}
              onChange={(e) => {
                setLanguage(index, { language: e.target.value });
              }}
            >
              <option value="">{t('teacherApplication.chooseLanguage')}</option>
              {options.languages.map((option) => (
                <option key={option.code} value={option.code}>
                  {names.label(option.code)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('teacherApplication.levelN', { n: index + 1 })}
              name={`languages.${index}.level`}
              value={String(entry.level)}
              error={errors[`languages.${index}.level`]}
              onChange={(e) => {
                setLanguage(index, { level: Number(e.target.value) });
              }}
            >
              {TEACHING_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(levelKey(level))}
                </option>
              ))}
            </SelectField>
            {values.languages.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-6"
                onClick={() => {
                  set({ languages: values.languages.filter((_, i) => i !== index) });
                }}
              >
                {t('teacherApplication.removeLanguage', { n: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.languages ? <p className="text-sm text-red-700">{errors.languages}</p> : null}
        {values.languages.length < TEACHER_LANGUAGES_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              set({ languages: [...values.languages, { language: '', level: 7 }] });
            }}
          >
            {t('teacherApplication.addLanguage')}
          </Button>
        ) : null}
      </fieldset>

      <TextArea
        label={t('teacherApplication.about')}
        hint={`${t('teacherApplication.aboutHint', boundsOf('about'))} ${t('teacherApplication.characters', { n: countCharacters(values.about.trim()) })}`}
        error={errors.about}
        value={values.about}
        onChange={(about) => {
          set({ about });
        }}
      />
      <FormField
        label={t('teacherApplication.signature')}
        hint={t('teacherApplication.signatureHint', boundsOf('signature'))}
        name="signature"
        value={values.signature}
        error={errors.signature}
        onChange={(e) => {
          set({ signature: e.target.value });
        }}
      />
      <SelectField
        label={t('teacherApplication.country')}
        name="country"
        value={values.country}
        error={errors.country}
        onChange={(e) => {
          set({ country: e.target.value });
        }}
      >
        <option value="">{t('teacherApplication.chooseCountry')}</option>
        {options.countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('teacherApplication.trialPrice')}
          hint={t('teacherApplication.trialPriceHint', boundsOf('trial_price'))}
          name="trial_price"
          inputMode="decimal"
          value={values.trial}
          error={errors.trial_price}
          onChange={(e) => {
            set({ trial: e.target.value });
          }}
        />
        <FormField
          label={t('teacherApplication.regularPrice')}
          hint={t('teacherApplication.regularPriceHint', boundsOf('regular_price'))}
          name="regular_price"
          inputMode="decimal"
          value={values.regular}
          error={errors.regular_price}
          onChange={(e) => {
            set({ regular: e.target.value });
          }}
        />
      </div>
      <FormField
        label={t('teacherApplication.videoUrl')}
        hint={t('teacherApplication.videoUrlHint')}
        name="video_url"
        type="url"
        value={values.video}
        error={errors.video_url}
        onChange={(e) => {
          set({ video: e.target.value });
        }}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('teacherApplication.submitting') : t('teacherApplication.submit')}
      </Button>
    </form>
  );
}

/** A labelled textarea with its hint and error, wired as `FormField` wires an input. */
function TextArea({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = 'teacher-application-about';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="about"
        rows={7}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
