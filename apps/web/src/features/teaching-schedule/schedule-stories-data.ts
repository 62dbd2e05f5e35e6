import type { SchedulableTopic, ScheduleOccurrenceRow } from '@app/api';
import type { ScheduleAnswer } from './use-preview-then-save';

/** Topics and answers for the stories: a Monday/Wednesday 10:00 series in New York across the 2026 spring change. */
export const STORY_ZONE = 'America/New_York';

export const STORY_TOPICS: SchedulableTopic[] = [
  { id: 5001, title: 'Small talk at work', language: 'english', duration: 60, student_capacity: 6, price: 1500, is_course: false },
  { id: 5002, title: 'Pronunciation clinic', language: 'english', duration: 45, student_capacity: 4, price: 1200, is_course: false },
];

export const STORY_COURSE_TOPICS: SchedulableTopic[] = [
  { id: 5101, title: 'Business English in 4 weeks', language: 'english', duration: 60, student_capacity: 6, price: 1200, is_course: true },
];

const at = (date: string, time: string, offset: string) => ({
  iso: `${date}T${time}:00${offset.slice(3)}`,
  local_date: date,
  local_time: time,
  offset,
});

export const row = (over: Partial<ScheduleOccurrenceRow> & { date: string }): ScheduleOccurrenceRow => ({
  time: '10:00',
  start: at(over.date, over.time ?? '10:00', over.date < '2026-03-08' ? 'UTC-05:00' : 'UTC-04:00'),
  end: at(over.date, '11:00', over.date < '2026-03-08' ? 'UTC-05:00' : 'UTC-04:00'),
  ambiguous: false,
  next_valid: null,
  problems: [],
  group_class_id: null,
  ...over,
});

export const OK_SERIES: ScheduleAnswer = {
  zone: STORY_ZONE,
  created: false,
  occurrences: [row({ date: '2026-03-02' }), row({ date: '2026-03-04' }), row({ date: '2026-03-09' }), row({ date: '2026-03-11' })],
};

export const WITH_PROBLEMS: ScheduleAnswer = {
  zone: STORY_ZONE,
  created: false,
  occurrences: [
    row({ date: '2026-03-01', time: '02:30', problems: [{ code: 'ScheduleTooSoon', message: '' }] }),
    row({
      date: '2026-03-08',
      time: '02:30',
      start: null,
      end: null,
      next_valid: at('2026-03-08', '03:00', 'UTC-04:00'),
      problems: [{ code: 'ScheduleDstGap', message: '' }],
    }),
    row({ date: '2026-03-15', time: '02:30', problems: [{ code: 'ScheduleOverlap', message: '' }] }),
    row({ date: '2026-03-22', time: '02:30' }),
  ],
};

export const AMBIGUOUS: ScheduleAnswer = {
  zone: STORY_ZONE,
  created: false,
  occurrences: [row({ date: '2026-11-01', time: '01:30', ambiguous: true, start: at('2026-11-01', '01:30', 'UTC-04:00') })],
};

export const SAVED: ScheduleAnswer = {
  ...OK_SERIES,
  created: true,
  occurrences: OK_SERIES.occurrences.map((o, i) => ({ ...o, group_class_id: 20_001 + i })),
};
