import type { LessonBookingOptions, MyLessonRow } from '@app/api';
import { DAY_MS, HOUR_MS, LESSON_BOOKING_LEAD_MS, LESSON_SLOT_MS } from '@app/domain';

/**
 * A booking page answer: Lucía, trial + 30 + 60 min, four open slots in a row starting `first`
 * (default: tomorrow 09:00 UTC from `now`), $100 in the wallet.
 */
export function makeLessonBookingOptions({
  now,
  first,
  ...overrides
}: Partial<LessonBookingOptions> & { now: number; first?: number }): LessonBookingOptions {
  // The first 10:00 UTC at least 24 h ahead: the four slots (10:00-12:00 UTC) fall on one calendar
  // day in the viewer's zone (Europe/Berlin in the builders) whatever the hour the test runs at; slots
  // straddling local midnight would split across two days of the picker.
  const start = first ?? Math.ceil((now + 24 * HOUR_MS - 10 * HOUR_MS) / DAY_MS) * DAY_MS + 10 * HOUR_MS;
  return {
    teacher: {
      user_id: 7,
      nickname: 'Lucía Fernández',
      avatar_file_name: null,
      is_pro: true,
      short_signature: 'Spanish that sticks',
      instant_booking: false,
    },
    language: 'spanish',
    trial_offered: true,
    options: [
      { key: 'trial', is_trial: true, duration: 30, price: 500 },
      { key: 'lesson-30', is_trial: false, duration: 30, price: 1500 },
      { key: 'lesson-60', is_trial: false, duration: 60, price: 3000 },
    ],
    lead_ms: LESSON_BOOKING_LEAD_MS,
    open_slots: Array.from({ length: 4 }, (_, i) => new Date(start + i * LESSON_SLOT_MS).toISOString()),
    balance: 10_000,
    ...overrides,
  };
}

export function makeMyLessonRow(overrides: Partial<MyLessonRow> = {}): MyLessonRow {
  return {
    kind: 'lesson',
    student_booked_id: 40_001,
    language: 'spanish',
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T17:30:00.000Z',
    duration: 30,
    is_trial: true,
    price: 500,
    teacher: { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null },
    lesson_status: 'BOOKED',
    ...overrides,
  };
}
