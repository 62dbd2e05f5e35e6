import { type SchedulableTopic, type ScheduleClassesBody, ScheduleClassesBodySchema } from '@app/api';
import { SCHEDULE_MAX_CLASSES, SERIES_MAX_WEEKS } from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { fieldsOfZodError, type ScheduleField } from './form-errors';
import { ScheduleResult } from './schedule-result';
import { TopicTimeFields } from './topic-time-fields';
import { type ScheduleAnswer, usePreviewThenSave } from './use-preview-then-save';
import { WeekdayPicker } from './weekday-picker';

export interface ScheduleClassesValues {
  topicId: number | null;
  date: string;
  time: string;
  repeat: boolean;
  weekdays: number[];
  weeks: number;
}

/**
 * Issue 14 "schedule a class of a topic at a time in the teacher's zone ... or a series (weekly on
 * chosen weekdays for N weeks)": the form, its preview list and Save. Checked first with the body
 * schema the server uses (errors next to the field), then by the server's preview.
 */
export function ScheduleClassesForm({
  topics,
  zone,
  initial,
  submit,
  initialPreview,
  initialSaved,
}: {
  topics: readonly SchedulableTopic[];
  zone: string;
  initial: ScheduleClassesValues;
  submit: (body: ScheduleClassesBody) => Promise<ScheduleAnswer>;
  initialPreview?: ScheduleAnswer | null;
  initialSaved?: ScheduleAnswer | null;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ScheduleField[]>([]);
  const flow = usePreviewThenSave<ScheduleClassesBody>({ submit, initialPreview, initialSaved });
  const change = (patch: Partial<ScheduleClassesValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    flow.reset();
  };

  const body = () => {
    const parsed = ScheduleClassesBodySchema.safeParse({
      topic_id: values.topicId ?? 0,
      date: values.date,
      time: values.time,
      zone,
      series: values.repeat ? { weekdays: values.weekdays, weeks: values.weeks } : null,
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
  const count = flow.preview?.occurrences.length ?? 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        onSubmit={onPreview}
        noValidate
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-label={t('teachingSchedule.title')}
      >
        <TopicTimeFields
          topics={topics}
          zone={zone}
          values={values}
          dateLabel={t('teachingSchedule.date')}
          onChange={change}
          errorOf={errorOf}
        />
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={values.repeat}
            onChange={(e) => {
              change({ repeat: e.target.checked });
            }}
          />
          {t('teachingSchedule.repeat')}
        </label>
        {values.repeat ? (
          <div className="space-y-4 rounded-xl bg-slate-50 p-3">
            <WeekdayPicker
              legend={t('teachingSchedule.weekdays')}
              value={values.weekdays}
              onChange={(weekdays) => {
                change({ weekdays });
              }}
              error={errorOf('weekdays', t('teachingSchedule.fieldErrorWeekdays'))}
            />
            <FormField
              label={t('teachingSchedule.weeks')}
              type="number"
              name="weeks"
              inputMode="numeric"
              min={1}
              max={SERIES_MAX_WEEKS}
              value={Number.isNaN(values.weeks) ? '' : values.weeks}
              onChange={(e) => {
                change({ weeks: e.target.valueAsNumber });
              }}
              hint={t('teachingSchedule.weeksHint', { max: SERIES_MAX_WEEKS, classes: SCHEDULE_MAX_CLASSES })}
              error={errorOf(
                'weeks',
                t('teachingSchedule.fieldErrorWeeks', { maxWeeks: SERIES_MAX_WEEKS, maxClasses: SCHEDULE_MAX_CLASSES }),
              )}
            />
          </div>
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
        saveLabel={count === 1 ? t('teachingSchedule.saveOneClass') : t('teachingSchedule.saveClasses', { n: count })}
        savedLabel={(n) => (n === 1 ? t('teachingSchedule.savedOneClass') : t('teachingSchedule.savedClasses', { n }))}
      />
    </div>
  );
}
