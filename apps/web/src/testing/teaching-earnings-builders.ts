import type { EarningsSummaryAnswer, TeachingEarningRow } from '@app/api';

/** An earnings row: a class booking of 15.00 split at 20 %, pending until a day after the class. */
export function makeEarningRow(overrides: Partial<TeachingEarningRow> = {}): TeachingEarningRow {
  return {
    id: 1,
    kind: 'EARNING',
    status: 'pending',
    created_at: '2026-11-20T09:30:00.000Z',
    available_at: '2026-11-26T18:00:00.000Z',
    reversed_at: null,
    gross_cents: 1500,
    commission_cents: 300,
    net_cents: 1200,
    commission_bps: 2000,
    student: { user_id: 10_001, nickname: 'Maya' },
    item: { kind: 'class', group_class_id: 20_001, title: 'Ordering food like a local', start_time: '2026-11-25T17:00:00.000Z' },
    ...overrides,
  };
}

/** One of each status: pending, held, available, a course, a lesson, and a refunded booking with its reversal. */
export function makeEarningHistory(): TeachingEarningRow[] {
  return [
    makeEarningRow({
      id: 7,
      kind: 'REVERSAL',
      status: 'reversal',
      created_at: '2026-11-21T10:00:00.000Z',
      gross_cents: -1500,
      commission_cents: -300,
      net_cents: -1200,
      student: { user_id: 10_004, nickname: 'Tomás' },
    }),
    makeEarningRow({ id: 6, status: 'reversed', reversed_at: '2026-11-21T10:00:00.000Z', student: { user_id: 10_004, nickname: 'Tomás' } }),
    makeEarningRow({
      id: 5,
      status: 'pending',
      gross_cents: 4500,
      commission_cents: 900,
      net_cents: 3600,
      available_at: '2026-12-20T18:00:00.000Z',
      item: { kind: 'course', course_id: 30_001, title: 'Business English in four weeks', start_time: '2026-11-29T17:00:00.000Z' },
    }),
    makeEarningRow({
      id: 4,
      status: 'available',
      gross_cents: 1099,
      commission_cents: 137,
      net_cents: 962,
      commission_bps: 1250,
      item: { kind: 'lesson', lesson_id: 40_001, is_trial: false, language: 'english', start_time: '2026-11-10T08:00:00.000Z' },
    }),
    makeEarningRow({ id: 3, status: 'held', available_at: '2026-11-19T18:00:00.000Z', student: { user_id: 10_002, nickname: 'Jun' } }),
    makeEarningRow({ id: 2, status: 'available', available_at: '2026-11-12T18:00:00.000Z' }),
  ];
}

export function makeEarningsSummary(overrides: Partial<EarningsSummaryAnswer> = {}): EarningsSummaryAnswer {
  return { pending_cents: 4800, available_cents: 2162, lifetime_cents: 6962, commission_bps: 2000, ...overrides };
}
