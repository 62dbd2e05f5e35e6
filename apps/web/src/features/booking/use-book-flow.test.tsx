import { ApiClientError, checkClassBookStatus, checkCourseBookStatus, type Endpoint, getFoundation } from '@app/api';
import { BOOK_CLICK_DEBOUNCE_MS, BOOKING_FLOW_ID_SESSION_KEY, BOOKING_HAND_OFF_SESSION_KEY, parseBookingHandOff } from '@app/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeClassDetail, makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { BookFlowPrompts } from './book-flow-prompts';
import { type BookTarget, useBookFlow } from '../../lib/booking/use-book-flow';

const detail = makeClassDetail();
const classTarget: BookTarget = { offering: 'class', groupClass: detail.group_class, teacher: detail.teacher_info };
const courseTarget: BookTarget = {
  offering: 'course',
  course: {
    id: 44,
    topic_id: 12,
    teacher_id: 7,
    title: 'Spanish in 4 weeks',
    language: 'spanish',
    start_time: '2026-12-01T17:00:00Z',
    end_time: '2026-12-22T18:00:00Z',
    duration: 60,
    price: 1500,
    class_amount: 4,
    outlines: [],
  },
  teacher: detail.teacher_info,
};

function BookPage({ target }: { target: BookTarget }) {
  const flow = useBookFlow();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          flow.book(target);
        }}
      >
        Book it
      </button>
      <BookFlowPrompts flow={flow} />
    </>
  );
}

/** The API boundary: each endpoint answers what the test says; everything else fails loudly. */
function answer(handlers: Map<Endpoint, () => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    const handler = handlers.get(endpoint);
    if (!handler) return Promise.reject(new Error(`unexpected call ${endpoint.method} ${endpoint.path}`));
    return new Promise((resolve) => {
      resolve(handler() as never);
    });
  });
}

const signedOut = () => {
  throw new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'Please sign in first.' });
};

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useBookFlow (000 §4 Book flow)', () => {
  it('asks a visitor to sign in, with links that come back to the same page', async () => {
    answer(new Map([[getFoundation, signedOut]]));
    renderWithApp(<BookPage target={classTarget} />, { path: '/group-class-online/topic/11?x=1', route: '/group-class-online/topic/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to book' });
    const back = encodeURIComponent('/group-class-online/topic/11?x=1');
    expect(dialog.querySelector('a[href^="/signin"]')?.getAttribute('href')).toBe(`/signin?returnTo=${back}`);
    expect(dialog.querySelector('a[href^="/signup"]')?.getAttribute('href')).toBe(`/signup?returnTo=${back}`);
  });

  it('asks a user with register_status <= 4 and an unconfirmed email to confirm it, without checking the booking', async () => {
    const calls = answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation({ register_status: 4, is_confirm_email: false, email: 'noor@example.test' }) })],
      ]),
    );
    renderWithApp(<BookPage target={classTarget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your email' });
    expect(dialog.textContent).toContain('noor@example.test');
    expect(calls.mock.calls.map(([e]) => e)).not.toContain(checkClassBookStatus);
  });

  it('on CanBook stores the hand-off record and the booking-flow id, then opens /payment', async () => {
    answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation({ user_id: 42 }) })],
        [checkClassBookStatus, () => ({ data: { status: 'CanBook' } })],
      ]),
    );
    renderWithApp(<BookPage target={classTarget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/payment');
    });
    const record = parseBookingHandOff(sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY));
    expect(record).toMatchObject({ group_class_id: 301, price: 1450, teacher_name: 'Lucía Fernández', class_amount: 1 });
    expect(sessionStorage.getItem(BOOKING_FLOW_ID_SESSION_KEY)).toMatch(/^42\d{13}10$/);
  });

  it('shows the 000 §8 message of a refusal and stays on the page', async () => {
    answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [checkClassBookStatus, () => ({ data: { status: 'SpotEmpty' } })],
      ]),
    );
    renderWithApp(<BookPage target={classTarget} />, { path: '/c/1', route: '/c/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('This class has been fully booked.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/c/1');
    expect(sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY)).toBeNull();
  });

  it('uses the course check and the course wording for a course', async () => {
    answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation({ user_id: 7 }) })],
        [checkCourseBookStatus, () => ({ data: { status: 'CantBookBySelf' } })],
      ]),
    );
    renderWithApp(<BookPage target={courseTarget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('Sorry, you can not book a course with yourself.')).toBeTruthy();
  });

  it('stores the course price times class_amount', async () => {
    answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [checkCourseBookStatus, () => ({ data: { status: 'CanBook' } })],
      ]),
    );
    renderWithApp(<BookPage target={courseTarget} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/payment');
    });
    expect(parseBookingHandOff(sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY))).toMatchObject({ group_course_id: 44, price: 6000 });
  });

  it('does nothing visible for an unknown status or a failed check', async () => {
    let status: () => unknown = () => ({ data: { status: 'SomethingNew' } });
    answer(
      new Map<Endpoint, () => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [checkClassBookStatus, () => status()],
      ]),
    );
    renderWithApp(<BookPage target={classTarget} />, { path: '/c/1', route: '/c/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    await act(
      () =>
        new Promise((resolve) => {
          setTimeout(resolve, BOOK_CLICK_DEBOUNCE_MS + 100);
        }),
    );
    status = () => {
      throw new ApiClientError({ status: 0, code: 'NetworkError', message: 'offline' });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    await act(
      () =>
        new Promise((resolve) => {
          setTimeout(resolve, BOOK_CLICK_DEBOUNCE_MS + 100);
        }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/c/1');
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  it('debounces clicks by 300 ms: a burst makes one check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = answer(
        new Map<Endpoint, () => unknown>([
          [getFoundation, () => ({ data: makeFoundation() })],
          [checkClassBookStatus, () => ({ data: { status: 'HasBooked' } })],
        ]),
      );
      renderWithApp(<BookPage target={classTarget} />);
      const button = screen.getByRole('button', { name: 'Book it' });
      fireEvent.click(button);
      act(() => {
        vi.advanceTimersByTime(BOOK_CLICK_DEBOUNCE_MS - 1);
      });
      fireEvent.click(button);
      act(() => {
        vi.advanceTimersByTime(BOOK_CLICK_DEBOUNCE_MS - 1);
      });
      fireEvent.click(button);
      expect(calls.mock.calls.filter(([e]) => e === checkClassBookStatus)).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(BOOK_CLICK_DEBOUNCE_MS);
      });
      await waitFor(() => {
        expect(screen.getByText('You have already booked this class.')).toBeTruthy();
      });
      expect(calls.mock.calls.filter(([e]) => e === checkClassBookStatus)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
