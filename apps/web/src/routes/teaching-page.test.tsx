import { ApiClientError, cancelClassBooking, type Endpoint, getFoundation, getTeaching, type TeachingRow } from '@app/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeFoundation } from '../testing/builders';
import { renderWithApp } from '../testing/render';
import { makeTeachingClassRow, makeTeachingLessonRow, TEACHER_ID } from '../testing/teaching-builders';
import TeachingPage from './teaching-page';

// Rows start in 2099, so they are upcoming whatever day the test runs.
const START = '2099-11-25T17:00:00.000Z';
const END = '2099-11-25T18:00:00.000Z';

function serve({ items, failure }: { items?: TeachingRow[]; failure?: ApiClientError }) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER' }) } as never);
    if (endpoint === getTeaching) {
      if (failure) return Promise.reject(failure);
      return Promise.resolve({ data: { items: items ?? [], paging: { page: 1, total: items?.length ?? 0, has_next: false } } } as never);
    }
    if (endpoint === cancelClassBooking) return Promise.resolve({ data: { kind: 'class-cancelled', refunded_seats: 1 } } as never);
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/teaching', () => {
  it("lists the teacher's classes and lessons; Cancel class only where allowed; a cancelled class reads Canceled in place", async () => {
    const calls = serve({
      items: [
        makeTeachingClassRow({ start_time: START, end_time: END }),
        makeTeachingClassRow({ group_class_id: 20_002, start_time: START, end_time: END, booked_spots: 2, can_cancel: false }),
        makeTeachingLessonRow({ start_time: START, end_time: '2099-11-25T17:30:00.000Z' }),
      ],
    });
    renderWithApp(<TeachingPage />, { path: '/teaching', route: '/teaching' });
    const list = await screen.findByTestId('teaching-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Teaching' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('zone-note').textContent).toContain('Berlin');
    const rows = within(list).getAllByTestId('teaching-item');
    const [cancellable, full, lesson] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['class', 'class', 'lesson']);
    expect(within(full).queryByRole('button', { name: 'Cancel class' })).toBeNull();
    expect(within(lesson).getByText('with Emma W.')).toBeTruthy();
    expect(within(lesson).getByTestId('teaching-trial').textContent).toBe('Trial');
    expect(calls.mock.calls.find(([endpoint]) => endpoint === getTeaching)?.[1]).toMatchObject({
      query: { scope: 'upcoming', page: 1, page_size: 20 },
    });
    await waitFor(() => {
      expect(document.title).toBe('Teaching | Linguaroom');
    });

    fireEvent.click(within(cancellable).getByRole('button', { name: 'Cancel class' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    expect(await screen.findByText('Class canceled. 1 student was refunded.')).toBeTruthy();
    await waitFor(() => {
      expect(within(cancellable).getByTestId('teaching-status').textContent).toBe('Canceled');
    });
    expect(within(cancellable).getByTestId('teaching-canceller').textContent).toBe('Canceled by you');
    expect(within(cancellable).getByTestId('teaching-spots').textContent).toBe('0 of 6 spots booked');
    expect(within(cancellable).queryByRole('button', { name: 'Cancel class' })).toBeNull();
  });

  it('says so when nothing is scheduled, and asks for the past tab', async () => {
    const calls = serve({ items: [] });
    renderWithApp(<TeachingPage />, { path: '/teaching?tab=past', route: '/teaching' });
    expect((await screen.findByTestId('teaching-empty')).textContent).toBe('No past classes or lessons yet.');
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
    expect(calls.mock.calls.find(([endpoint]) => endpoint === getTeaching)?.[1]).toMatchObject({ query: { scope: 'past' } });
  });

  it('a non-teacher (403 NotATeacher) gets the no-permission screen that says what the page is for', async () => {
    serve({ failure: new ApiClientError({ status: 403, code: 'NotATeacher', message: 'x' }) });
    renderWithApp(<TeachingPage />, { path: '/teaching', route: '/teaching' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
    expect(
      screen.getByText('This page is for teachers: it lists the classes you teach and the lessons students book with you.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('teaching-list')).toBeNull();
  });

  it('another failure offers Try again', async () => {
    serve({ failure: new ApiClientError({ status: 500, code: 'InternalError', message: 'x' }) });
    renderWithApp(<TeachingPage />, { path: '/teaching', route: '/teaching' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
