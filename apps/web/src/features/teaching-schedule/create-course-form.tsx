import { type CreateCourseBody, CreateCourseBodySchema, type SchedulableTopic } from '@app/api';
import {
  COURSE_MAX_CLASSES,
  COURSE_MAX_SPOTS_MAX,
  COURSE_MIN_CLASSES,
  COURSE_PRICE_MAX_CENTS,
  COURSE_PRICE_MIN_CENTS,
  TOPIC_INTRO_MAX_LENGTH,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TITLE_MIN_LENGTH,
} from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { fieldsOfZodError, type ScheduleField } from './form-errors';
import { ScheduleResult } from './schedule-result';
import { TopicTimeFields } from './topic-time-fields';
import { type ScheduleAnswer, usePreviewThenSave } from './use-preview-then-save';

export interface CreateCourseValues {
  topicId: number | null;
  date: string;
  time: string;
  classAmount: number;
  minSpots: number;
  maxSpots: number;
  /** USD, as typed. */
  price: string;
  /**
   * Each class's own title and description (000 §3 "Group course" outlines), as typed; used when
   * any is filled, a blank title taking the topic's. Without them every class takes the topic's.
   */
  outlines?: readonly { title: string; description: string }[];
}

const noOutline = { title: '', description: '' };

/** The typed outlines for `classAmount` classes as the API takes them, or undefined when none is filled. */
export function toCourseOutlines(values: CreateCourseValues, topicTitle: string) {
  const count = Number.isInteger(values.classAmount) ? Math.min(Math.max(values.classAmount, 0), COURSE_MAX_CLASSES) : 0;
  const rows = Array.from({ length: count }, (_, i) => values.outlines?.[i] ?? noOutline);
  if (!rows.some((r) => r.title.trim() !== '' || r.description.trim() !== '')) return undefined;
  return rows.map((r) => ({ class_title: r.title.trim() === '' ? topicTitle : r.title, description: r.description }));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Issue 14 "create a course from a topic: weekly time, number of classes, minimum and maximum spots,
 * price; the course's classes are created with it". The first class's date and time set the
 * weekly time; the preview lists every class (numbered) with its problems.
 */
export function CreateCourseForm({
  topics,
  zone,
  initial,
  submit,
  initialPreview,
  initialSaved,
}: {
  topics: readonly SchedulableTopic[];
  zone: string;
  initial: CreateCourseValues;
  submit: (body: CreateCourseBody) => Promise<ScheduleAnswer>;
  initialPreview?: ScheduleAnswer | null;
  initialSaved?: ScheduleAnswer | null;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [nameClasses, setNameClasses] = useState(() => (initial.outlines ?? []).some((o) => o.title !== '' || o.description !== ''));
  const [errors, setErrors] = useState<ScheduleField[]>([]);
  const flow = usePreviewThenSave<CreateCourseBody>({ submit, initialPreview, initialSaved });
  const topic = topics.find((tp) => tp.id === values.topicId);
  const change = (patch: Partial<CreateCourseValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    flow.reset();
  };

  const body = () => {
    const price = Number(values.price);
    const parsed = CreateCourseBodySchema.safeParse({
      topic_id: values.topicId ?? 0,
      date: values.date,
      time: values.time,
      zone,
      class_amount: values.classAmount,
      min_spots: values.minSpots,
      max_spots: values.maxSpots,
      price: values.price.trim() === '' || !Number.isFinite(price) ? Number.NaN : Math.round(price * 100),
      outlines: nameClasses ? toCourseOutlines(values, topic?.title ?? '') : undefined,
    });
    setErrors(parsed.success ? [] : fieldsOfZodError(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  const onPreview = (event: SyntheticEvent) => {
    event.preventDefault();
    const b = body();
    if (b) void flow.runPreview(b);
  };
  const onSave = () => {
    const b = body();
    if (b) void flow.runSave(b);
  };
  const errorOf = (field: ScheduleField, text: string) => (errors.includes(field) || flow.serverField === field ? text : null);
  const number = (v: number) => (Number.isNaN(v) ? '' : v);
  const courseId = flow.saved?.course_id ?? null;
  const outlineRows = Number.isInteger(values.classAmount) ? Math.min(Math.max(values.classAmount, 0), COURSE_MAX_CLASSES) : 0;
  const setOutline = (i: number, patch: Partial<{ title: string; description: string }>) => {
    const next = Array.from({ length: Math.max(outlineRows, values.outlines?.length ?? 0) }, (_, k) => values.outlines?.[k] ?? noOutline);
    next[i] = { ...(next[i] ?? noOutline), ...patch };
    change({ outlines: next });
  };
  const outlinesError = errorOf(
    'outlines',
    t('teachingSchedule.fieldErrorOutlines', { min: TOPIC_TITLE_MIN_LENGTH, max: TOPIC_TITLE_MAX_LENGTH }),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        onSubmit={onPreview}
        noValidate
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-label={t('teachingSchedule.courseTitle')}
      >
        <TopicTimeFields
          topics={topics}
          zone={zone}
          values={values}
          dateLabel={t('teachingSchedule.firstDate')}
          onChange={(patch) => {
            // A new topic brings its price per class as the course's starting price.
            const next = patch.topicId === undefined ? undefined : topics.find((tp) => tp.id === patch.topicId);
            change({ ...patch, ...(next ? { price: (next.price / 100).toFixed(2) } : {}) });
          }}
          errorOf={errorOf}
        />
        <FormField
          label={t('teachingSchedule.classAmount')}
          type="number"
          name="class_amount"
          inputMode="numeric"
          min={COURSE_MIN_CLASSES}
          max={COURSE_MAX_CLASSES}
          value={number(values.classAmount)}
          onChange={(e) => {
            change({ classAmount: e.target.valueAsNumber });
          }}
          hint={t('teachingSchedule.classAmountHint', { min: COURSE_MIN_CLASSES, max: COURSE_MAX_CLASSES })}
          error={errorOf('class_amount', t('teachingSchedule.fieldErrorClassAmount', { min: COURSE_MIN_CLASSES, max: COURSE_MAX_CLASSES }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('teachingSchedule.minSpots')}
            type="number"
            name="min_spots"
            inputMode="numeric"
            min={1}
            max={COURSE_MAX_SPOTS_MAX}
            value={number(values.minSpots)}
            onChange={(e) => {
              change({ minSpots: e.target.valueAsNumber });
            }}
            hint={t('teachingSchedule.minSpotsHint')}
            error={errorOf('min_spots', t('teachingSchedule.fieldErrorMinSpots', { max: COURSE_MAX_SPOTS_MAX }))}
          />
          <FormField
            label={t('teachingSchedule.maxSpots')}
            type="number"
            name="max_spots"
            inputMode="numeric"
            min={1}
            max={COURSE_MAX_SPOTS_MAX}
            value={number(values.maxSpots)}
            onChange={(e) => {
              change({ maxSpots: e.target.valueAsNumber });
            }}
            error={errorOf('max_spots', t('teachingSchedule.fieldErrorMaxSpots', { max: COURSE_MAX_SPOTS_MAX }))}
          />
        </div>
        <FormField
          label={t('teachingSchedule.price')}
          type="number"
          name="price"
          inputMode="decimal"
          step="0.01"
          min={COURSE_PRICE_MIN_CENTS / 100}
          max={COURSE_PRICE_MAX_CENTS / 100}
          value={values.price}
          onChange={(e) => {
            change({ price: e.target.value });
          }}
          hint={t('teachingSchedule.priceHint')}
          error={errorOf(
            'price',
            t('teachingSchedule.fieldErrorPrice', { min: dollars(COURSE_PRICE_MIN_CENTS), max: dollars(COURSE_PRICE_MAX_CENTS) }),
          )}
        />
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={nameClasses}
            onChange={(e) => {
              setNameClasses(e.target.checked);
              flow.reset();
            }}
            name="name_classes"
          />
          {t('teachingSchedule.nameClasses')}
        </label>
        {nameClasses ? (
          <fieldset
            className="space-y-3 rounded-xl bg-slate-50 p-3"
            aria-describedby="course-outlines-hint"
            aria-invalid={outlinesError ? true : undefined}
            data-field="outlines"
          >
            <legend className="sr-only">{t('teachingSchedule.nameClasses')}</legend>
            <p id="course-outlines-hint" className="text-xs text-slate-600">
              {t('teachingSchedule.nameClassesHint', { topic: topic?.title ?? '' })}
            </p>
            {outlinesError ? (
              <p role="alert" className="text-sm text-red-700">
                {outlinesError}
              </p>
            ) : null}
            {Array.from({ length: outlineRows }, (_, i) => (
              <div key={i} className="grid gap-2 sm:grid-cols-2">
                <FormField
                  label={t('teachingSchedule.outlineTitle', { n: i + 1 })}
                  name={`outlines.${i}.class_title`}
                  maxLength={TOPIC_TITLE_MAX_LENGTH}
                  value={values.outlines?.[i]?.title ?? ''}
                  onChange={(e) => {
                    setOutline(i, { title: e.target.value });
                  }}
                />
                <FormField
                  label={t('teachingSchedule.outlineDescription', { n: i + 1 })}
                  name={`outlines.${i}.description`}
                  maxLength={TOPIC_INTRO_MAX_LENGTH}
                  value={values.outlines?.[i]?.description ?? ''}
                  onChange={(e) => {
                    setOutline(i, { description: e.target.value });
                  }}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
      </form>
      <ScheduleResult
        flow={flow}
        zone={zone}
        onPreview={onPreview}
        onSave={onSave}
        onUseTime={(time) => {
          change({ time });
        }}
        numbered
        saveLabel={t('teachingSchedule.saveCourse')}
        savedLabel={(n) => t('teachingSchedule.savedCourse', { n })}
        extraLink={
          courseId !== null && values.topicId !== null
            ? { to: `/group-course/${values.topicId}`, label: t('teachingSchedule.viewCourse') }
            : null
        }
      />
    </div>
  );
}
