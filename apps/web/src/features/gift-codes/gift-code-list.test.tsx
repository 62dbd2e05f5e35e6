import { type Endpoint, getFoundation, type GiftCodeView } from '@app/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { GiftCodeList } from './gift-code-list';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
call.mockImplementation((endpoint) =>
  endpoint === getFoundation
    ? Promise.resolve({ data: makeFoundation({ role: 'ADMIN' }) })
    : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
);

const NOW = Date.parse('2026-12-01T12:00:00Z');
const live: GiftCodeView = {
  id: 7,
  code: 'SPRING25',
  amount_cents: 2_500,
  currency: 'USD',
  max_uses: 10,
  uses: 2,
  remaining: 8,
  expires_at: '2027-03-01T12:00:00.000Z',
  disabled_at: null,
  created_at: '2026-11-30T12:00:00.000Z',
};

describe('the staff gift code list: Switch off asks first (it cannot be undone)', () => {
  it('Switch off opens a confirm; Keep the code does nothing, the confirm switches it off', async () => {
    const onDisable = vi.fn();
    renderWithApp(<GiftCodeList codes={[live]} now={NOW} busyId={null} onDisable={onDisable} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch off code SPRING25' }));
    expect(screen.getByRole('dialog', { name: 'Switch off code SPRING25?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the code' }));
    expect(onDisable).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Switch off code SPRING25' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(onDisable).toHaveBeenCalledWith(7);
  });
});
