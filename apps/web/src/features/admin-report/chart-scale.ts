/** The tick step for about `ticks` intervals up to `max`: 1, 2 or 5 times a power of ten, at least 1. */
export function niceStep(max: number, ticks = 4): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/** The axis ticks from 0 to the first multiple of the step at or above `max` (whole counts). */
export function niceTicks(max: number, ticks = 4): number[] {
  const step = niceStep(max, ticks);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Fixed colours per event name, so a name keeps its colour from one report to the next. */
export const EVENT_COLORS: Readonly<Record<string, string>> = {
  page_view: '#2563eb',
  card_view: '#0891b2',
  click_book_button: '#7c3aed',
  interact_recommended_teachers: '#db2777',
  book_click: '#ea580c',
  purchase: '#16a34a',
  material_download: '#a16207',
  share: '#dc2626',
  marketing_popup: '#475569',
};
export const OTHER_EVENT_COLOR = '#64748b';

export const eventColor = (name: string): string => EVENT_COLORS[name] ?? OTHER_EVENT_COLOR;
