import { ApiClientError, bookLesson, type Endpoint, getFoundation, getLessonBookingOptions, getTopUpOptions, startTopUp } from '@app/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeFoundation } from '../testing/builders';
import { makeLessonBookingOptions } from '../testing/lesson-builders';
import { renderWithApp, settleMicrotasks } from '../testing/render';
import LessonBookingPage from './lesson-booking-page';

function answer(handlers: Map<Endpoint, (args: unknown) => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint, args?: unknown) => {
    const handler = handlers.get(endpoint);
    if (!handler) return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
    return new Promise((resolve, reject) => {
      try {
        resolve(handler(args) as never);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The first start time of the open day. */
const firstTime = (): HTMLElement => {
  const [first] = within(screen.getByTestId('lesson-times')).getAllByRole('radio');
  if (!first) throw new Error('no start time shown');
  return first;
};

const open = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return renderWithApp(<LessonBookingPage />, { path: url, route: path });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the one-to-one booking page', () => {
  it('/booking/lesson: the teacher, trial + 30 + 60 min, a time, then books and links to My classes', async () => {
    const options = makeLessonBookingOptions({ now: Date.now() });
    const calls = answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [getLessonBookingOptions, () => ({ data: options })],
        [bookLesson, () => ({ data: { lesson: { id: 40_001 }, balance: 9_500 } })],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish');
    expect(await screen.findByText('Lucía Fernández')).toBeTruthy();
    expect(screen.getAllByTestId('lesson-option').map((o) => o.getAttribute('data-key'))).toEqual(['trial', 'lesson-30', 'lesson-60']);
    const times = within(screen.getByTestId('lesson-times')).getAllByRole('radio');
    expect(times).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: /Lesson · 60 min/ }));
    expect(within(screen.getByTestId('lesson-times')).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(firstTime());
    expect(screen.getByTestId('lesson-price').textContent).toBe('$30.00');
    fireEvent.click(screen.getByRole('button', { name: 'Book for $30.00' }));
    expect(await screen.findByText('Lesson booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My classes' }).getAttribute('href')).toBe('/my-classes');
    const booked = calls.mock.calls.find(([e]) => e === bookLesson)?.[1] as { body: Record<string, unknown> };
    expect(booked.body).toMatchObject({
      teacher_id: 7,
      language: 'spanish',
      duration: 60,
      is_trial: false,
      instant_book: false,
      start_time: options.open_slots[0],
    });
  });

  it('a lesson type clicked is checked at once, not after a later render (the address is written in the same task)', async () => {
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [getLessonBookingOptions, () => ({ data: makeLessonBookingOptions({ now: Date.now() }) })],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish');
    await screen.findByText('Lucía Fernández');
    const sixty = screen.getByRole<HTMLInputElement>('radio', { name: /Lesson · 60 min/ });
    // A native click, outside act(): React then renders a transition in a later task, and a
    // controlled radio shows its old value until then (a browser test's check() saw it unchanged).
    sixty.click();
    await settleMicrotasks();
    expect(sixty.checked).toBe(true);
  });

  it('/booking/date goes straight to the times of the trial; the query asks for the trial only', async () => {
    const calls = answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [
          getLessonBookingOptions,
          () => ({
            data: makeLessonBookingOptions({ now: Date.now(), options: [{ key: 'trial', is_trial: true, duration: 30, price: 500 }] }),
          }),
        ],
      ]),
    );
    open('/booking/date?teacher_id=7&language=spanish&is_trial=1&is_package=0');
    await screen.findByTestId('lesson-times');
    expect(screen.queryAllByTestId('lesson-option')).toHaveLength(0);
    expect(calls.mock.calls.find(([e]) => e === getLessonBookingOptions)?.[1]).toMatchObject({
      query: { teacher_id: 7, language: 'spanish', book_trial_only: '1', instant_book: '0' },
    });
  });

  it('a trial that is not offered says so and links to the regular lessons', async () => {
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [getLessonBookingOptions, () => ({ data: makeLessonBookingOptions({ now: Date.now(), options: [], trial_offered: false }) })],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish&book_trial_only=1');
    expect(await screen.findByText('The trial lesson is not available to you with this teacher.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See regular lessons' }).getAttribute('href')).toBe(
      '/booking/lesson?teacher_id=7&language=spanish',
    );
  });

  it('a low balance disables Book and offers a top-up of the shortfall; a refused booking shows why', async () => {
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [
          getTopUpOptions,
          () => ({
            data: { available: true, provider: 'sandbox', currency: 'USD', min_cents: 1_000, max_cents: 50_000, presets: [2_000] },
          }),
        ],
        [getLessonBookingOptions, () => ({ data: makeLessonBookingOptions({ now: Date.now(), balance: 600 }) })],
        [
          bookLesson,
          () => {
            throw new ApiClientError({ status: 409, code: 'SlotNotAvailable', message: 'x' });
          },
        ],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish');
    await screen.findByTestId('lesson-times');
    fireEvent.click(screen.getByRole('radio', { name: /Lesson · 30 min/ }));
    fireEvent.click(firstTime());
    expect(screen.getByTestId<HTMLButtonElement>('lesson-book').disabled).toBe(true);
    // The shortfall raised to the smallest top-up ($10), starting a checkout that comes back here.
    expect(await screen.findByRole('button', { name: 'Top up $10.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Trial lesson/ }));
    fireEvent.click(firstTime());
    fireEvent.click(screen.getByTestId('lesson-book'));
    expect(await screen.findByText('This time is no longer available. Please pick another time.')).toBeTruthy();
  });

  it('a time taken by someone else meanwhile: the re-read drops it, and the page still says why (until another choice)', async () => {
    const options = makeLessonBookingOptions({ now: Date.now() });
    let taken = false;
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [getLessonBookingOptions, () => ({ data: taken ? { ...options, open_slots: options.open_slots.slice(1) } : options })],
        [
          bookLesson,
          () => {
            taken = true;
            throw new ApiClientError({ status: 409, code: 'SlotNotAvailable', message: 'x' });
          },
        ],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish');
    await screen.findByTestId('lesson-times');
    fireEvent.click(screen.getByRole('radio', { name: /Lesson · 30 min/ }));
    fireEvent.click(firstTime());
    fireEvent.click(screen.getByTestId('lesson-book'));
    // Once the slots are read again (the taken time gone, the confirm box with it), the reason stays.
    await vi.waitFor(() => {
      expect(within(screen.getByTestId('lesson-times')).getAllByRole('radio')).toHaveLength(3);
    });
    expect(screen.queryByTestId('lesson-confirm')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This time is no longer available. Please pick another time.');
    fireEvent.click(firstTime());
    // The choice is written to the address, which the router applies a few microtasks later.
    expect(await screen.findByTestId('lesson-confirm')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a top-up for the shortfall comes back to the same lesson type and time (kept in the address)', async () => {
    const started: unknown[] = [];
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [
          getTopUpOptions,
          () => ({
            data: { available: true, provider: 'sandbox', currency: 'USD', min_cents: 1_000, max_cents: 50_000, presets: [2_000] },
          }),
        ],
        [getLessonBookingOptions, () => ({ data: makeLessonBookingOptions({ now: Date.now(), balance: 600 }) })],
        [
          startTopUp,
          (args) => {
            started.push(args);
            return new Promise(() => undefined);
          },
        ],
      ]),
    );
    const first = open('/booking/lesson?teacher_id=7&language=spanish');
    await screen.findByTestId('lesson-times');
    fireEvent.click(screen.getByRole('radio', { name: /Lesson · 60 min/ }));
    fireEvent.click(firstTime());
    const chosenTime = within(screen.getByTestId('lesson-times'))
      .getAllByRole<HTMLInputElement>('radio')
      .findIndex((r) => r.checked);
    fireEvent.click(await screen.findByRole('button', { name: /^Top up / }));
    await vi.waitFor(() => {
      expect(started).toHaveLength(1);
    });
    const returnPath = (started[0] as { body: { return_path: string } }).body.return_path;
    expect(returnPath).toMatch(/^\/booking\/lesson\?teacher_id=7&language=spanish&option=lesson-60&start=\d+$/);
    first.unmount();

    open(returnPath);
    await screen.findByTestId('lesson-times');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Lesson · 60 min/ }).checked).toBe(true);
    const times = within(screen.getByTestId('lesson-times')).getAllByRole<HTMLInputElement>('radio');
    expect(times.findIndex((r) => r.checked)).toBe(chosenTime);
    expect(screen.getByTestId('lesson-price').textContent).toBe('$30.00');
  });

  it('a visitor is sent to sign in and back; an unknown teacher or a bad link is not found', async () => {
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [
          getFoundation,
          () => {
            throw new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'x' });
          },
        ],
      ]),
    );
    open('/booking/lesson?teacher_id=7&language=spanish');
    await vi.waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        `/signin?returnTo=${encodeURIComponent('/booking/lesson?teacher_id=7&language=spanish')}`,
      );
    });
    vi.restoreAllMocks();
    answer(
      new Map<Endpoint, (args: unknown) => unknown>([
        [getFoundation, () => ({ data: makeFoundation() })],
        [
          getLessonBookingOptions,
          () => {
            throw new ApiClientError({ status: 404, code: 'NotFound', message: 'Teacher not found.' });
          },
        ],
      ]),
    );
    open('/booking/lesson?teacher_id=8&language=klingon');
    expect(await screen.findByText('404')).toBeTruthy();
    open('/booking/lesson?language=spanish');
    expect((await screen.findAllByText('404')).length).toBeGreaterThan(0);
  });
});
