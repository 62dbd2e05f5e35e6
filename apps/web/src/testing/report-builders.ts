import type { EventsReport } from '@app/api';

const DAY_MS = 86_400_000;

/** A 14-day report ending 2026-03-10, with a deterministic, plausible mix of events. */
export function makeEventsReport(overrides: Partial<EventsReport> = {}): EventsReport {
  const end = Date.UTC(2026, 2, 10);
  const days = Array.from({ length: 14 }, (_, i) => new Date(end - (13 - i) * DAY_MS).toISOString().slice(0, 10));
  const base: Record<string, number> = { page_view: 40, card_view: 25, book_click: 6, purchase: 2, share: 3, material_download: 2 };
  const by_day = days.flatMap((day, i) =>
    Object.entries(base).map(([name, n]) => ({ day, name, count: Math.max(0, Math.round(n * (0.6 + ((i * 7 + name.length) % 9) / 10))) })),
  );
  const totals = Object.keys(base)
    .map((name) => ({ name, count: by_day.filter((r) => r.name === name).reduce((s, r) => s + r.count, 0) }))
    .sort((a, b) => b.count - a.count);
  return {
    from: `${days[0] ?? ''}T00:00:00.000Z`,
    to: new Date(end + 12 * 3_600_000).toISOString(),
    days,
    by_day,
    totals,
    funnel: [
      { step: 'topic_view', visitors: 320, rate: null },
      { step: 'book_click', visitors: 84, rate: 84 / 320 },
      { step: 'payment_view', visitors: 61, rate: 61 / 84 },
      { step: 'paid', visitors: 27, rate: 27 / 61 },
    ],
    experiments: [
      { experiment_name: 'web_lesson_activation', test_group: 412, control_group: 398 },
      { experiment_name: 'teacher_search_sort_test_v1', test_group: 401, control_group: 409 },
    ],
    ...overrides,
  };
}

/** The same window with no events at all. */
export function makeEmptyEventsReport(): EventsReport {
  return makeEventsReport({
    by_day: [],
    totals: [],
    funnel: [
      { step: 'topic_view', visitors: 0, rate: null },
      { step: 'book_click', visitors: 0, rate: null },
      { step: 'payment_view', visitors: 0, rate: null },
      { step: 'paid', visitors: 0, rate: null },
    ],
  });
}
