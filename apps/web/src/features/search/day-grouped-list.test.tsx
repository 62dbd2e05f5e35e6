import { TEACHER_PAGE_DAY_BOUNDARIES, SINGLE_PAGE_DAY_BOUNDARIES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { DayGroupedList } from './day-grouped-list';

// Monday 2026-03-09 10:00 in Tokyo (UTC+9, no DST).
const NOW = Date.parse('2026-03-09T01:00:00Z');
const items = [
  { id: 1, start: '2026-03-09T05:00:00Z' }, // Mon 14:00 Tokyo: day 0
  { id: 2, start: '2026-03-11T14:59:59.999Z' }, // Wed 23:59:59.999 Tokyo: day 2
  { id: 3, start: '2026-03-11T15:00:00Z' }, // Thu 00:00 Tokyo: day 3
  { id: 4, start: '2026-03-15T14:00:00Z' }, // Sun 23:00 Tokyo: day 6
  { id: 5, start: '2026-03-16T00:00:00Z' }, // Mon 09:00 Tokyo: day 7
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders for a signed-in user in Tokyo (the viewer query answers the foundation). */
async function renderList(boundaries: readonly number[]) {
  vi.spyOn(api, 'call').mockResolvedValue({ data: makeFoundation({ timezone_iana: 'Asia/Tokyo' }) } as never);
  const app = renderWithApp(
    <DayGroupedList
      items={items}
      getStart={(i) => i.start}
      getKey={(i) => i.id}
      now={NOW}
      boundaries={boundaries}
      renderItem={(i) => <span data-testid="item">{i.id}</span>}
    />,
  );
  await waitFor(() => {
    expect(app.shell.viewer.state().data).toBeTruthy();
  });
  return app;
}

const groups = () =>
  screen.getAllByTestId('day-group').map((g) => [
    within(g).getByTestId('day-group-heading').textContent,
    within(g)
      .getAllByTestId('item')
      .map((i) => Number(i.textContent)),
  ]);

describe("DayGroupedList (001 §4.1 grouping in the user's zone)", () => {
  it('single page: In 3 days until local midnight opening day 3, then After 3 days', async () => {
    await renderList(SINGLE_PAGE_DAY_BOUNDARIES);
    expect(groups()).toEqual([
      ['In 3 days', [1, 2]],
      ['After 3 days', [3, 4, 5]],
    ]);
  });

  it('teacher page: In 3 days, In 7 days, After 7 days', async () => {
    await renderList(TEACHER_PAGE_DAY_BOUNDARIES);
    expect(groups()).toEqual([
      ['In 3 days', [1, 2]],
      ['In 7 days', [3, 4]],
      ['After 7 days', [5]],
    ]);
  });
});
