import { ApiClientError } from '@app/api';
import {
  LESSON_PRICE_MAX_CENTS,
  REGULAR_PRICE_MIN_CENTS,
  TEACHER_ABOUT_MAX_LENGTH,
  TEACHER_ABOUT_MIN_LENGTH,
  TEACHER_LANGUAGES_MAX,
  TEACHER_SIGNATURE_MAX_LENGTH,
  TEACHER_SIGNATURE_MIN_LENGTH,
  TRIAL_PRICE_MIN_CENTS,
  type TeacherApplicationProblem,
} from '@app/domain';
import type { z } from 'zod';
import type { TFunction } from '../../i18n/i18n-provider';

/** Field path (`about`, `languages.0.level`) to the text shown under its input. */
export type FieldErrors = Readonly<Record<string, string>>;

const dollars = (cents: number) => String(cents / 100);

/** Bounds each field's texts name, from the domain's constants. */
export function boundsOf(field: string): Record<string, string | number> {
  if (field === 'about') return { min: TEACHER_ABOUT_MIN_LENGTH, max: TEACHER_ABOUT_MAX_LENGTH };
  if (field === 'signature') return { min: TEACHER_SIGNATURE_MIN_LENGTH, max: TEACHER_SIGNATURE_MAX_LENGTH };
  if (field === 'languages') return { max: TEACHER_LANGUAGES_MAX };
  if (field === 'trial_price') return { min: dollars(TRIAL_PRICE_MIN_CENTS), max: dollars(LESSON_PRICE_MAX_CENTS) };
  if (field === 'regular_price') return { min: dollars(REGULAR_PRICE_MIN_CENTS), max: dollars(LESSON_PRICE_MAX_CENTS) };
  return {};
}

/** "Invalid" said for what the field holds: a language or country not from the list, a price, a link. */
function invalidText(t: TFunction, field: string): string {
  if (/^languages\.\d+\.language$/.test(field)) return t('teacherApplication.invalidLanguage');
  if (field === 'country') return t('teacherApplication.invalidCountry');
  if (field === 'trial_price' || field === 'regular_price') return t('teacherApplication.invalidPrice');
  if (field === 'video_url') return t('teacherApplication.invalidVideo');
  return t('teacherApplication.invalid');
}

/** The text of one refusal of `validateTeacherApplication` at `field` (or a shape error: no problem). */
export function problemText(t: TFunction, field: string, problem: TeacherApplicationProblem | undefined): string {
  if (problem === undefined || problem === 'invalid') return invalidText(t, field);
  return t(`teacherApplication.${problem}`, boundsOf(field));
}

/** The issues of the shared schema (`TeacherApplicationBodySchema`), first one per field. */
export function fieldErrorsOfIssues(t: TFunction, issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.');
    if (errors[field] !== undefined) continue;
    const params = issue.code === 'custom' ? (issue.params as { problem?: TeacherApplicationProblem } | undefined) : undefined;
    errors[field] = problemText(t, field, params?.problem);
  }
  return errors;
}

/** A server refusal naming a field (a language or country it does not have), shown under that field. */
export function fieldErrorsOfServer(t: TFunction, error: unknown): FieldErrors {
  if (!(error instanceof ApiClientError) || error.field === undefined) return {};
  const field = error.field.replace(/^body\./, '');
  return { [field]: problemText(t, field, undefined) };
}
