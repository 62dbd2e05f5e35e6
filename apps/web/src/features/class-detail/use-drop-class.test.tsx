import { cancelClassBooking, type Endpoint, getClassOrder } from '@app/api';
import { CANCEL_MESSAGE_DELAY_MS, DAY_MS } from '@app/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { useDropClass } from './use-drop-class';

function DropButton({ start, refresh }: { start: string; refresh: () => Promise<unknown> }) {
  const drop = useDropClass({ classId: 301, seatId: 9001, start, classStatus: 'UPCOMING', courseId: null, refresh });
  return (
    <button
      type="button"
      onClick={() => {
        drop.mutate();
      }}
    >
      Drop
    </button>
  );
}

const order = (status: string) => ({
  data: { order_id: 9001, group_class_id: 301, group_class_student: { id: 9001, status, operator: null, student_id: 500 } },
});

function answer(handlers: Map<Endpoint, () => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    const handler = handlers.get(endpoint);
    if (!handler) return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
    return new Promise((resolve) => {
      resolve(handler() as never);
    });
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDropClass (000 §4 "Drop class")', () => {
  it('re-reads the order; already cancelled: says so and refreshes, without a cancel call', async () => {
    const calls = answer(new Map<Endpoint, () => unknown>([[getClassOrder, () => order('CANCELLED')]]));
    const refresh = vi.fn(() => Promise.resolve());
    renderWithApp(<DropButton start={new Date(Date.now() + 3 * DAY_MS).toISOString()} refresh={refresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(await screen.findByText('This class has been canceled.')).toBeTruthy();
    expect(refresh).toHaveBeenCalledOnce();
    expect(calls.mock.calls.map(([e]) => e)).not.toContain(cancelClassBooking);
  });

  it('cancels, then says the refund is back in the wallet only after 1000 ms (issue 17), then refreshes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const calls = answer(
      new Map<Endpoint, () => unknown>([
        [getClassOrder, () => order('SCHEDULED')],
        [cancelClassBooking, () => ({ data: { kind: 'dropped', order: order('CANCELLED').data, refunded: 1450, balance: 5000 } })],
      ]),
    );
    const refresh = vi.fn(() => Promise.resolve());
    renderWithApp(<DropButton start={new Date(Date.now() + 3 * DAY_MS).toISOString()} refresh={refresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CANCEL_MESSAGE_DELAY_MS - 1);
    });
    expect(calls.mock.calls.map(([e]) => e)).toContain(cancelClassBooking);
    expect(screen.queryByText('You dropped the class. $14.50 is back in your wallet.')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('You dropped the class. $14.50 is back in your wallet.')).toBeTruthy();
    expect(screen.queryByText('This class has been canceled.')).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
  });
});
