import { ApiClientError, cancelLesson, type Endpoint, getFoundation } from '@app/api';
import { DAY_MS, HOUR_MS, JOIN_LEAD_MS } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { makeMyLessonRow } from '../../testing/lesson-builders';
import { renderWithApp } from '../../testing/render';
import { MyLessonItem } from './my-lesson-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');

function answer(cancel: () => unknown) {
  return vi.spyOn(api, 'call').mockImplementation(
    (endpoint: Endpoint) =>
      new Promise((resolve, reject) => {
        try {
          if (endpoint === getFoundation) resolve({ data: makeFoundation() } as never);
          else if (endpoint === cancelLesson) resolve(cancel() as never);
          else reject(new Error(`unexpected call ${endpoint.path}`));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MyLessonItem', () => {
  it('Join lesson links to its room on the join window [start - 10 min, end), and not for a cancelled lesson', () => {
    answer(() => null);
    const joinAt = (now: number, row = makeMyLessonRow()) => {
      const { unmount } = renderWithApp(
        <ul>
          <MyLessonItem row={row} now={now} />
        </ul>,
      );
      const href = screen.queryByRole('link', { name: 'Join lesson' })?.getAttribute('href') ?? null;
      unmount();
      return href;
    };
    const end = Date.parse(makeMyLessonRow().end_time);
    expect(joinAt(START - JOIN_LEAD_MS - 1)).toBeNull();
    expect(joinAt(START - JOIN_LEAD_MS)).toBe(`/video-room/lesson-${String(makeMyLessonRow().student_booked_id)}`);
    expect(joinAt(end - 1)).not.toBeNull();
    expect(joinAt(end)).toBeNull();
    expect(joinAt(START, makeMyLessonRow({ lesson_status: 'CANCELLED' }))).toBeNull();
  });

  it('more than 24 h ahead: Cancel lesson, confirmed in a dialog that says what comes back, calls CANCEL', async () => {
    const calls = answer(() => ({ data: { lesson: { id: 40_001 }, refunded: 500, balance: 10_000 } }));
    renderWithApp(
      <ul>
        <MyLessonItem row={makeMyLessonRow()} now={START - DAY_MS - 1} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Spanish trial lesson' })).toBeTruthy();
    expect(screen.getByTestId('my-class-status').textContent).toBe('Upcoming');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    expect(screen.getByText('$5.00 goes back to your wallet, and the time is freed for other students.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Lesson canceled. Any payment is back in your wallet.')).toBeTruthy();
    expect(calls.mock.calls.some(([e, args]) => e === cancelLesson && (args as { params: { id: number } }).params.id === 40_001)).toBe(
      true,
    );
  });

  it('exactly 24 h ahead there is no Cancel (the same rule as the server); a refusal still says why', async () => {
    answer(() => {
      throw new ApiClientError({ status: 409, code: 'LessonCancelWindowClosed', message: 'x' });
    });
    renderWithApp(
      <ul>
        <MyLessonItem row={makeMyLessonRow()} now={START - DAY_MS} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel lesson' })).toBeNull();
    expect(screen.getByText('Cancelling closes 24 hours before the start.')).toBeTruthy();
    renderWithApp(
      <ul>
        <MyLessonItem row={makeMyLessonRow({ student_booked_id: 2 })} now={START - 2 * DAY_MS} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Lessons can only be cancelled more than 24 hours before they start.')).toBeTruthy();
  });

  it('cancelled and completed lessons read Canceled / Completed without Cancel', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <MyLessonItem row={makeMyLessonRow({ lesson_status: 'CANCELLED' })} now={START - 2 * DAY_MS} />
        <MyLessonItem row={makeMyLessonRow({ student_booked_id: 2 })} now={START + HOUR_MS} />
      </ul>,
    );
    expect(screen.getAllByTestId('my-class-status').map((s) => s.textContent)).toEqual(['Canceled', 'Completed']);
    expect(screen.queryByRole('button', { name: 'Cancel lesson' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics)' })).toBeNull();
  });

  it('an upcoming lesson links to its calendar file (issue 15), the one the calendar route serves', () => {
    answer(() => null);
    renderWithApp(
      <ul>
        <MyLessonItem row={makeMyLessonRow()} now={START - 2 * DAY_MS} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link.getAttribute('href')).toBe(`/api/v1/me/calendar/lessons/${String(makeMyLessonRow().student_booked_id)}`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
