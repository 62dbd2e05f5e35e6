import { type SchedulableTopic, type ScheduleClassesBody, ScheduleClassesBodySchema } from '@app/api';
import { formatTimeWithZone, resolveLocalTime, SCHEDULE_MAX_CLASSES, SERIES_MAX_WEEKS } from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { FormField, SelectField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { fieldsOfZodError, type ScheduleField } from './form-errors';
import { ScheduleResult } from './schedule-result';
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

/** The zone's reading of the chosen wall time (`10:00 (UTC-05:00, America/New_York)`), or the zone alone while it is incomplete or skipped. */
export function describeWallTime({ date, time, zone }: { date: string; time: string; zone: string }): string {
  try {
    const r = resolveLocalTime({ date, time, zone });
    return r.kind === 'gap' ? zone : formatTimeWithZone({ instant: r.instant, zone });
  } catch {
    return zone;
  }
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
  const topic = topics.find((tp) => tp.id === values.topicId);

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
        <SelectField
          label={t('teachingSchedule.topic')}
          name="topic_id"
          value={values.topicId ?? ''}
          onChange={(e) => {
            change({ topicId: e.target.value === '' ? null : Number(e.target.value) });
          }}
          hint={topic ? t('teachingSchedule.topicHint', { minutes: topic.duration, capacity: topic.student_capacity }) : undefined}
          error={errorOf('topic_id', t('teachingSchedule.fieldErrorTopic'))}
        >
          <option value="">—</option>
          {topics.map((tp) => (
            <option key={tp.id} value={tp.id}>
              {tp.title}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('teachingSchedule.date')}
            type="date"
            name="date"
            value={values.date}
            onChange={(e) => {
              change({ date: e.target.value });
            }}
            error={errorOf('date', t('teachingSchedule.fieldErrorDate'))}
          />
          <FormField
            label={t('teachingSchedule.time')}
            type="time"
            name="time"
            step={300}
            value={values.time}
            onChange={(e) => {
              change({ time: e.target.value });
            }}
            hint={t('teachingSchedule.timeHint', { zone: describeWallTime({ date: values.date, time: values.time, zone }) })}
            error={errorOf('time', t('teachingSchedule.fieldErrorTime')) ?? errorOf('zone', t('teachingSchedule.fieldErrorZone'))}
          />
        </div>
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
