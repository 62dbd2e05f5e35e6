import { type CreateCourseBody, CreateCourseBodySchema, type SchedulableTopic } from '@app/api';
import { COURSE_MAX_CLASSES, COURSE_MAX_SPOTS_MAX, COURSE_MIN_CLASSES, COURSE_PRICE_MAX_CENTS, COURSE_PRICE_MIN_CENTS } from '@app/domain';
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
  const [errors, setErrors] = useState<ScheduleField[]>([]);
  const flow = usePreviewThenSave<CreateCourseBody>({ submit, initialPreview, initialSaved });
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
