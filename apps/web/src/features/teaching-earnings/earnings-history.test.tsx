import { screen, within } from '@testing-library/react';
import { type Endpoint, getFoundation } from '@app/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeEarningHistory, makeEarningRow, makeEarningsSummary } from '../../testing/teaching-earnings-builders';
import { formatCommissionRate } from './earning-texts';
import { EarningsHistory } from './earnings-history';
import { EarningsSummary } from './earnings-summary';

/** The i-th element, failing the test when there is none. */
function nth<T>(items: readonly (T | undefined)[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

// A signed-in teacher; nothing else is asked for (the currency rates too are refused: USD is shown either way).
beforeEach(() => {
  vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) =>
    endpoint === getFoundation
      ? Promise.resolve({ data: makeFoundation({ role: 'TEACHER' }) } as never)
      : Promise.reject(new Error(`unexpected call ${endpoint.path}`)),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EarningsHistory (issue 14 "history" with pending, available, reversed)', () => {
  it('one table row per earnings row, with its status, amounts in USD and what it was for', async () => {
    renderWithApp(<EarningsHistory rows={makeEarningHistory()} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('earning-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['reversal', 'reversed', 'pending', 'available', 'held', 'available']);
    expect(within(nth(rows, 0)).getByText('Refund to the student')).toBeTruthy();
    expect(within(nth(rows, 0)).getByTestId('earning-net').textContent).toBe('-$12.00');
    expect(within(nth(rows, 2)).getByText('Course: Business English in four weeks')).toBeTruthy();
    expect(within(nth(rows, 3)).getByText('One-to-one lesson')).toBeTruthy();
    expect(within(nth(rows, 3)).getByText('12.5%')).toBeTruthy();
    expect(within(nth(rows, 4)).getByText(/reported a problem/)).toBeTruthy();
    // The class links to its page; the column names are the table's headers.
    expect(within(nth(rows, 5)).getByRole('link', { name: 'Ordering food like a local' }).getAttribute('href')).toBe(
      '/group-class-online/class/20001',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'What', 'Paid', 'Commission', 'You earn', 'Status']);
  });

  it('a pending row says when it becomes available; a reversed one when it was refunded', async () => {
    renderWithApp(
      <EarningsHistory rows={[makeEarningRow(), makeEarningRow({ id: 2, status: 'reversed', reversed_at: '2026-11-21T10:00:00.000Z' })]} />,
    );
    const [pending, reversed] = await screen.findAllByTestId('earning-row');
    expect(within(nth([pending, reversed], 0)).getByText(/^Available /)).toBeTruthy();
    expect(within(nth([pending, reversed], 1)).getByText(/^Refunded /)).toBeTruthy();
  });
});

describe('EarningsSummary', () => {
  it('shows pending, available and lifetime in USD', async () => {
    renderWithApp(<EarningsSummary summary={makeEarningsSummary()} />);
    expect((await screen.findByTestId('earnings-pending')).textContent).toBe('$48.00');
    expect(screen.getByTestId('earnings-available').textContent).toBe('$21.62');
    expect(screen.getByTestId('earnings-lifetime').textContent).toBe('$69.62');
  });
});

describe('formatCommissionRate', () => {
  it('basis points as a percent in the locale', () => {
    expect(formatCommissionRate(2000, 'en-US')).toBe('20%');
    expect(formatCommissionRate(1250, 'en-US')).toBe('12.5%');
    expect(formatCommissionRate(2000, 'es-ES')).toMatch(/^20\s?%$/);
  });
});
