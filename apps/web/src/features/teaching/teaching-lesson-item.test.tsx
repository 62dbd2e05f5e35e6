import { ApiClientError, cancelLesson, type Endpoint, getFoundation } from '@app/api';
import { HOUR_MS, JOIN_LEAD_MS } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeTeachingLessonRow, TEACHER_ID } from '../../testing/teaching-builders';
import { TeachingLessonItem } from './teaching-lesson-item';

const BEFORE = Date.parse('2026-11-25T17:00:00.000Z') - 2 * HOUR_MS;

function answer(cancel: () => unknown) {
  return vi.spyOn(api, 'call').mockImplementation(
    (endpoint: Endpoint) =>
      new Promise((resolve, reject) => {
        try {
          if (endpoint === getFoundation) resolve({ data: makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER' }) } as never);
          else if (endpoint === cancelLesson) resolve(cancel() as never);
          else reject(new Error(`unexpected call ${endpoint.path}`));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  );
}

const cancelCalls = (calls: ReturnType<typeof answer>) => calls.mock.calls.filter(([endpoint]) => endpoint === cancelLesson);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeachingLessonItem', () => {
  it("Join lesson links to its room from exactly 10 minutes before the start (the room door's rule), not a millisecond earlier", () => {
    answer(() => null);
    const start = Date.parse('2026-11-25T17:00:00.000Z');
    const { unmount } = renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow()} now={start - JOIN_LEAD_MS - 1} />
      </ul>,
    );
    expect(screen.queryByRole('link', { name: 'Join lesson' })).toBeNull();
    unmount();
    renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow()} now={start - JOIN_LEAD_MS} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Join lesson' }).getAttribute('href')).toBe('/video-room/lesson-40001');
  });

  it('her upcoming lesson links to its calendar file (issue 15)', () => {
    answer(() => null);
    renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow()} now={BEFORE} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe('/api/v1/me/calendar/lessons/40001');
  });

  it('can_cancel: Cancel lesson, confirmed in a dialog naming the student, calls CANCEL and says the student was refunded', async () => {
    const calls = answer(() => ({ data: { lesson: {}, refunded: 500, balance: 0 } }));
    renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow()} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lesson?' });
    expect(within(dialog).getByText(/^Emma W\. gets a full refund/)).toBeTruthy();
    expect(cancelCalls(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the lesson' }));
    expect(await screen.findByText('Lesson canceled. The student was refunded.')).toBeTruthy();
    expect(cancelCalls(calls).map(([, args]) => args)).toEqual([{ params: { id: 40_001 } }]);
  });

  it('no can_cancel, no button', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow({ status: 'CANCELLED', can_cancel: false })} now={BEFORE} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel lesson' })).toBeNull();
  });

  it('a lesson that started meanwhile: the refusal is shown', async () => {
    answer(() => {
      throw new ApiClientError({ status: 409, code: 'LessonStarted', message: 'A lesson can only be cancelled before it starts.' });
    });
    renderWithApp(
      <ul>
        <TeachingLessonItem row={makeTeachingLessonRow()} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel lesson' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the lesson' }));
    expect(await screen.findByText('A lesson can only be cancelled before it starts.')).toBeTruthy();
  });
});
