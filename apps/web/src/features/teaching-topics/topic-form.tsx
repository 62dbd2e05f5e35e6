import { ApiClientError, TOPIC_DRAFT_BOUNDS, type NewTopicBody, type TeachingTopic, type TopicFormOptions } from '@app/api';
import { TOPIC_DURATION_CHOICES } from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField, SelectField, TextAreaField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { tagName } from '../../lib/tag-names';
import { initialTopicValues, type TopicFormErrors, type TopicFormValues, toNewTopic, validateTopicForm } from './topic-form-values';

const LEVELS = Array.from(
  { length: TOPIC_DRAFT_BOUNDS.language_level.max - TOPIC_DRAFT_BOUNDS.language_level.min + 1 },
  (_, i) => TOPIC_DRAFT_BOUNDS.language_level.min + i,
);

/**
 * Every field of a topic (issue 14), checked by the domain's validateTopicDraft as the server does,
 * errors next to their field. While classes of the topic are booked, price, length and level are
 * read-only and the spots cannot go below the largest booking (decideTopicEdit); a refusal the
 * server still answers (a booking that came in meanwhile) shows at its field and on top.
 */
export function TopicForm({
  topic,
  options,
  busy,
  serverError,
  notesFor,
  onSubmit,
}: {
  topic: TeachingTopic | null;
  options: TopicFormOptions;
  busy: boolean;
  serverError: unknown;
  /** The notes the topic page shows for a category and length (features/topic decides them; the route passes them in). */
  notesFor?: ((category: string, duration: number) => readonly string[]) | undefined;
  /** The draft, with `is_course` (always false for an edit: a topic keeps its kind). */
  onSubmit: (draft: NewTopicBody) => void;
}) {
  const t = useT();
  const names = useLanguageNames();
  const [values, setValues] = useState<TopicFormValues>(() => initialTopicValues(topic, options));
  const [errors, setErrors] = useState<TopicFormErrors>({});
  const [tried, setTried] = useState(false);
  const locked = topic !== null && topic.booked_classes > 0;
  const archived = topic?.status === 'ARCHIVED';

  const server = serverError instanceof ApiClientError ? serverError : null;
  const serverField = server?.field;
  const errorOf = (field: string): string | undefined =>
    errors[field] ?? (server && serverField === field ? errorText(t, server) : undefined);

  const set = (patch: Partial<TopicFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(validateTopicForm(t, next, options));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    const found = validateTopicForm(t, values, options);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea, select)`)?.focus();
      return;
    }
    onSubmit(toNewTopic(values));
  };
  const tags = options.categories.find((c) => c.code === values.category)?.tags ?? [];
  const notes = values.category && notesFor ? notesFor(values.category, Number(values.duration)) : [];
  const hasErrors = tried && Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy} data-testid="topic-form">
      {hasErrors ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('teachingTopics.fixErrors')}
        </p>
      ) : null}
      {server && !hasErrors ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="topic-form-refusal">
          {errorText(t, server)}
        </p>
      ) : null}
      {locked ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="topic-locked-note">
          {topic.booked_classes === 1
            ? t('teachingTopics.lockedNoteOne', { booked: topic.max_booked })
            : t('teachingTopics.lockedNote', { n: topic.booked_classes, booked: topic.max_booked })}
        </p>
      ) : null}

      <div data-field="title">
        <FormField
          label={t('teachingTopics.fieldTitle')}
          hint={t('teachingTopics.fieldTitleHint', { min: TOPIC_DRAFT_BOUNDS.title.min, max: TOPIC_DRAFT_BOUNDS.title.max })}
          error={errorOf('title')}
          value={values.title}
          maxLength={TOPIC_DRAFT_BOUNDS.title.max}
          onChange={(e) => {
            set({ title: e.target.value });
          }}
          disabled={archived}
          name="title"
        />
      </div>
      <div data-field="description">
        <TextAreaField
          label={t('teachingTopics.fieldIntro')}
          hint={t('teachingTopics.fieldIntroHint', { min: TOPIC_DRAFT_BOUNDS.description.min, max: TOPIC_DRAFT_BOUNDS.description.max })}
          error={errorOf('description')}
          value={values.description}
          rows={5}
          maxLength={TOPIC_DRAFT_BOUNDS.description.max}
          onChange={(e) => {
            set({ description: e.target.value });
          }}
          disabled={archived}
          name="description"
        />
      </div>

      <fieldset className="space-y-2" data-field="outcomes">
        <legend className="text-sm font-medium text-slate-800">{t('teachingTopics.fieldOutcomes')}</legend>
        <p className="text-xs text-slate-600">
          {t('teachingTopics.fieldOutcomesHint', { min: TOPIC_DRAFT_BOUNDS.outcomes.min, max: TOPIC_DRAFT_BOUNDS.outcomes.max })}
        </p>
        {values.outcomes.map((outcome, i) => (
          <div key={i} className="flex items-end gap-2" data-field={`outcomes.${i}`}>
            <div className="flex-1">
              <FormField
                label={t('teachingTopics.outcomeLabel', { n: i + 1 })}
                error={errorOf(`outcomes.${i}`)}
                value={outcome}
                onChange={(e) => {
                  set({ outcomes: values.outcomes.map((o, j) => (j === i ? e.target.value : o)) });
                }}
                disabled={archived}
                name={`outcome-${i}`}
              />
            </div>
            {values.outcomes.length > 1 && !archived ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('teachingTopics.removeOutcome', { n: i + 1 })}
                onClick={() => {
                  set({ outcomes: values.outcomes.filter((_, j) => j !== i) });
                }}
              >
                ✕
              </Button>
            ) : null}
          </div>
        ))}
        {errorOf('outcomes') ? <p className="text-sm text-red-700">{errorOf('outcomes')}</p> : null}
        {values.outcomes.length < TOPIC_DRAFT_BOUNDS.outcomes.max && !archived ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              set({ outcomes: [...values.outcomes, ''] });
            }}
          >
            {t('teachingTopics.addOutcome')}
          </Button>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div data-field="language">
          <SelectField
            label={t('teachingTopics.fieldLanguage')}
            error={errorOf('language')}
            value={values.language}
            onChange={(e) => {
              set({ language: e.target.value });
            }}
            disabled={archived}
            name="language"
          >
            {options.languages.map((code) => (
              <option key={code} value={code}>
                {names.label(code)}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-field="language_level">
          <SelectField
            label={t('teachingTopics.fieldLevel')}
            error={errorOf('language_level')}
            value={values.language_level}
            onChange={(e) => {
              set({ language_level: e.target.value });
            }}
            disabled={archived || locked}
            name="language_level"
          >
            <option value="">—</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {levelName(t, level)}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-field="category">
          <SelectField
            label={t('teachingTopics.fieldCategory')}
            error={errorOf('category')}
            value={values.category}
            onChange={(e) => {
              set({ category: e.target.value, tag: '' });
            }}
            disabled={archived}
            name="category"
          >
            <option value="">—</option>
            {options.categories.map((c) => (
              <option key={c.code} value={c.code}>
                {categoryName(t, c.code)}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-field="tag">
          <SelectField
            label={t('teachingTopics.fieldTag')}
            error={errorOf('tag')}
            value={values.tag}
            onChange={(e) => {
              set({ tag: e.target.value });
            }}
            disabled={archived || tags.length === 0}
            name="tag"
          >
            <option value="">{t('teachingTopics.noTag')}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tagName(t, tag)}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-field="duration">
          <SelectField
            label={t('teachingTopics.fieldDuration')}
            error={errorOf('duration')}
            value={values.duration}
            onChange={(e) => {
              set({ duration: e.target.value });
            }}
            disabled={archived || locked}
            name="duration"
          >
            {TOPIC_DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('teachingTopics.durationOption', { n: minutes })}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-field="student_capacity">
          <FormField
            label={t('teachingTopics.fieldCapacity')}
            hint={t('teachingTopics.fieldCapacityHint', {
              min: Math.max(TOPIC_DRAFT_BOUNDS.student_capacity.min, topic?.max_booked ?? 0),
              max: TOPIC_DRAFT_BOUNDS.student_capacity.max,
            })}
            error={errorOf('student_capacity')}
            type="number"
            inputMode="numeric"
            min={Math.max(TOPIC_DRAFT_BOUNDS.student_capacity.min, topic?.max_booked ?? 0)}
            max={TOPIC_DRAFT_BOUNDS.student_capacity.max}
            value={values.student_capacity}
            onChange={(e) => {
              set({ student_capacity: e.target.value });
            }}
            disabled={archived}
            name="student_capacity"
          />
        </div>
        <div data-field="price">
          <FormField
            label={t('teachingTopics.fieldPrice')}
            hint={t('teachingTopics.fieldPriceHint', { min: TOPIC_DRAFT_BOUNDS.price.min / 100, max: TOPIC_DRAFT_BOUNDS.price.max / 100 })}
            error={errorOf('price')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={TOPIC_DRAFT_BOUNDS.price.min / 100}
            max={TOPIC_DRAFT_BOUNDS.price.max / 100}
            value={values.price}
            onChange={(e) => {
              set({ price: e.target.value });
            }}
            disabled={archived || locked}
            name="price"
          />
        </div>
      </div>

      {topic === null ? (
        <div data-field="is_course">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={values.is_course}
              aria-describedby="topic-is-course-hint"
              onChange={(e) => {
                set({ is_course: e.target.checked });
              }}
              name="is_course"
            />
            {t('teachingTopics.fieldCourse')}
          </label>
          <p id="topic-is-course-hint" className="mt-1 text-xs text-slate-600">
            {t('teachingTopics.fieldCourseHint')}
          </p>
        </div>
      ) : null}

      {notes.length > 0 ? (
        <section className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" aria-labelledby="topic-notes-title">
          <h2 id="topic-notes-title" className="font-medium text-slate-800">
            {t('teachingTopics.notesTitle')}
          </h2>
          <p className="text-xs text-slate-600">{t('teachingTopics.notesHint')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {archived ? null : (
        <Button type="submit" disabled={busy} data-testid="topic-submit">
          {busy ? t('teachingTopics.saving') : topic ? t('teachingTopics.save') : t('teachingTopics.create')}
        </Button>
      )}
    </form>
  );
}
