import { ApiClientError, cancelClassBooking, type Endpoint, getFoundation } from '@app/api';
import { HOUR_MS } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { makeTeachingClassRow, TEACHER_ID } from '../../testing/teaching-builders';
import { TeachingClassItem } from './teaching-class-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const BEFORE = START - 2 * HOUR_MS;

function answer(cancel: () => unknown) {
  return vi.spyOn(api, 'call').mockImplementation(
    (endpoint: Endpoint) =>
      new Promise((resolve, reject) => {
        try {
          if (endpoint === getFoundation) resolve({ data: makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER' }) } as never);
          else if (endpoint === cancelClassBooking) resolve(cancel() as never);
          else reject(new Error(`unexpected call ${endpoint.path}`));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  );
}

const cancelCalls = (calls: ReturnType<typeof answer>) => calls.mock.calls.filter(([endpoint]) => endpoint === cancelClassBooking);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeachingClassItem', () => {
  it('shows the class: title to its topic page, booked spots, Upcoming', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow()} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Ordering food like a local' }).getAttribute('href')).toBe('/group-class-online/topic/11');
    expect(screen.getByTestId('teaching-spots').textContent).toBe('1 of 6 spots booked');
    expect(screen.getByTestId('teaching-status').textContent).toBe('Upcoming');
    expect(screen.queryByTestId('teaching-course-class')).toBeNull();
    expect(screen.queryByTestId('teaching-open-course')).toBeNull();
  });

  it('can_cancel: Cancel class, confirmed in a dialog that says the student is refunded, calls CANCEL and says how many were refunded', async () => {
    const calls = answer(() => ({ data: { kind: 'class-cancelled', refunded_seats: 1 } }));
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow()} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel class' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this class?' });
    expect(within(dialog).getByText('The student who booked it gets a full refund. The class can no longer be booked.')).toBeTruthy();
    expect(cancelCalls(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the class' }));
    expect(await screen.findByText('Class canceled. 1 student was refunded.')).toBeTruthy();
    expect(cancelCalls(calls).map(([, args]) => args)).toEqual([{ params: { group_class_id: 20_001 } }]);
  });

  it('closing the dialog without confirming calls nothing', () => {
    const calls = answer(() => ({ data: { kind: 'class-cancelled', refunded_seats: 0 } }));
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow({ booked_spots: 0 })} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel class' }));
    expect(screen.getByText('Nobody has booked it yet. The class is removed from your schedule and can no longer be booked.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep the class' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelCalls(calls)).toHaveLength(0);
  });

  it('no can_cancel, no button: an upcoming class says why, a live or cancelled one does not', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow({ booked_spots: 2, can_cancel: false })} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel class' })).toBeNull();
    expect(screen.getByText('Only a class with fewer than 2 booked spots can be cancelled before it starts.')).toBeTruthy();
  });

  it('a class of a course has no Cancel class and says it is not cancelled on its own, whatever its bookings', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <TeachingClassItem
          row={makeTeachingClassRow({ course_id: 7001, booked_spots: 0, can_cancel: false })}
          teacherId={TEACHER_ID}
          now={BEFORE}
        />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel class' })).toBeNull();
    expect(screen.getByTestId('teaching-cancel-note').textContent).toBe(
      'A class of a course is not cancelled on its own: the whole course can be, from your groups of the course.',
    );
    // Where the whole course is cancelled: her groups of it, on the course page.
    expect(screen.getByRole('link', { name: 'Your groups of the course' }).getAttribute('href')).toBe('/group-course/11');
  });

  it('a 409 shows the refusal and closes the dialog', async () => {
    answer(() => {
      throw new ApiClientError({ status: 409, code: 'TeacherCancelNotAllowed', message: 'x' });
    });
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow()} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel class' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    expect(
      await screen.findByText('A class can be cancelled by its teacher only before it starts and while fewer than 2 spots are booked.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("another failure shows its code's text from the catalogue, never the server's message", async () => {
    answer(() => {
      throw new ApiClientError({ status: 404, code: 'NotFound', message: 'Class not found.' });
    });
    renderWithApp(
      <ul>
        <TeachingClassItem row={makeTeachingClassRow({ group_class_id: 2 })} teacherId={TEACHER_ID} now={BEFORE} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel class' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    expect(await screen.findByText('This page or item does not exist (any more).')).toBeTruthy();
    expect(screen.queryByText('Class not found.')).toBeNull();
  });

  it('reads Canceled with who cancelled, Completed, and marks a course class', () => {
    answer(() => {
      throw new Error('no cancel expected');
    });
    renderWithApp(
      <ul>
        <TeachingClassItem
          row={makeTeachingClassRow({ status: 'CANCELLED', update_by: String(TEACHER_ID), booked_spots: 0, can_cancel: false })}
          teacherId={TEACHER_ID}
          now={BEFORE}
        />
        <TeachingClassItem
          row={makeTeachingClassRow({ group_class_id: 2, status: 'CANCELLED', update_by: 'AUTO', can_cancel: false })}
          teacherId={TEACHER_ID}
          now={BEFORE}
        />
        <TeachingClassItem
          row={makeTeachingClassRow({ group_class_id: 3, status: 'FINISHED', course_id: 7001, can_cancel: false })}
          teacherId={TEACHER_ID}
          now={START + 3 * HOUR_MS}
        />
      </ul>,
    );
    expect(screen.getAllByTestId('teaching-status').map((s) => s.textContent)).toEqual(['Canceled', 'Canceled', 'Completed']);
    expect(screen.getAllByTestId('teaching-canceller').map((s) => s.textContent)).toEqual([
      'Canceled by you',
      'Canceled automatically: not enough students signed up',
    ]);
    expect(screen.getByTestId('teaching-course-class').textContent).toBe('Part of a group course');
    expect(screen.queryByRole('button', { name: 'Cancel class' })).toBeNull();
    expect(screen.queryByText(/Only a class with fewer than 2/)).toBeNull();
  });
});
