import type { SchedulableTopic } from '@app/api';
import { formatTimeWithZone, resolveLocalTime } from '@app/domain';
import { FormField, SelectField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import type { ScheduleField } from './form-errors';

/** The zone's reading of the chosen wall time (`10:00 (UTC-05:00, America/New_York)`), or the zone alone while it is incomplete or skipped. */
export function describeWallTime({ date, time, zone }: { date: string; time: string; zone: string }): string {
  try {
    const r = resolveLocalTime({ date, time, zone });
    return r.kind === 'gap' ? zone : formatTimeWithZone({ instant: r.instant, zone });
  } catch {
    return zone;
  }
}

export interface TopicTimeValues {
  topicId: number | null;
  date: string;
  time: string;
}

/**
 * The topic, date and time of a schedule (a class or series, and a course's first class), the time
 * read back in the teacher's zone. `errorOf` answers a field's text when it is in error (the body
 * schema's or the server's), null otherwise.
 */
export function TopicTimeFields({
  topics,
  zone,
  values,
  dateLabel,
  onChange,
  errorOf,
}: {
  topics: readonly SchedulableTopic[];
  zone: string;
  values: TopicTimeValues;
  dateLabel: string;
  onChange: (patch: Partial<TopicTimeValues>) => void;
  errorOf: (field: ScheduleField, text: string) => string | null;
}) {
  const t = useT();
  const topic = topics.find((tp) => tp.id === values.topicId);
  return (
    <>
      <SelectField
        label={t('teachingSchedule.topic')}
        name="topic_id"
        value={values.topicId ?? ''}
        onChange={(e) => {
          onChange({ topicId: topics.find((tp) => tp.id === Number(e.target.value))?.id ?? null });
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
          label={dateLabel}
          type="date"
          name="date"
          value={values.date}
          onChange={(e) => {
            onChange({ date: e.target.value });
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
            onChange({ time: e.target.value });
          }}
          hint={t('teachingSchedule.timeHint', { zone: describeWallTime({ date: values.date, time: values.time, zone }) })}
          error={errorOf('time', t('teachingSchedule.fieldErrorTime')) ?? errorOf('zone', t('teachingSchedule.fieldErrorZone'))}
        />
      </div>
    </>
  );
}
