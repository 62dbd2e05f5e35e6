import {
  ApiClientError,
  type Endpoint,
  cancelCourseSpot,
  getCourseDetail,
  getCourseOrder,
  getFoundation,
  type GroupCourse,
} from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { I18nProvider } from '../../i18n/i18n-provider';
import { createShellReads, ShellReadsProvider } from '../../lib/shell-reads';
import { courseStudent, makeCourseDetail, makeGroupCourse } from '../../testing/course-builders';
import { CourseStatusSection } from './course-status-section';

// The page's API client, answered per endpoint by each test.
const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
const VISITOR = new ApiClientError({ status: 401, code: 'Unauthorized', message: 'Sign in' });

const STUDENT = 42;
const START = '2026-12-01T17:00:00.000Z';
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const FIRST_CLASS = { start_time: START, end_time: '2026-12-01T18:00:00.000Z' };
const bookedCourse = makeGroupCourse({ id: 301, start_time: START, course_students: [courseStudent(STUDENT)] });

function setup({ course = bookedCourse, reread }: { course?: GroupCourse; reread: GroupCourse | Error }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const shell = createShellReads();
  call.mockImplementation((endpoint) => {
    if (endpoint === getFoundation) return Promise.reject(VISITOR);
    if (endpoint === getCourseDetail)
      return reread instanceof Error ? Promise.reject(reread) : Promise.resolve({ data: makeCourseDetail(reread) });
    if (endpoint === cancelCourseSpot) return Promise.resolve({ data: { message: 'This course has been canceled.' } });
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ShellReadsProvider reads={shell}>
        <I18nProvider initialLocale="en">
          <ToastProvider>{children}</ToastProvider>
        </I18nProvider>
      </ShellReadsProvider>
    </QueryClientProvider>
  );
  render(
    <CourseStatusSection courseId={course.id} course={course} firstClass={FIRST_CLASS} studentId={STUDENT} now={NOW} clock={() => NOW} />,
    { wrapper },
  );
  return { invalidate };
}

/** The page's own calls: the viewer read (useDisplayTime's zone) is not part of the flow. */
const flowCalls = () => call.mock.calls.filter(([endpoint]) => endpoint !== getFoundation);
const endpointsCalled = () => flowCalls().map(([endpoint]) => endpoint);

async function cancelAndConfirm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel my spot' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, cancel my spot' }));
}

describe('Cancel my spot (000 §4 "Cancel a course spot")', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('re-reads the course, cancels it, and after the 1000 ms delay says so and refreshes the order', async () => {
    const { invalidate } = setup({ reread: bookedCourse });
    await cancelAndConfirm();
    await waitFor(() => {
      expect(endpointsCalled()).toEqual([getCourseDetail, cancelCourseSpot]);
    });
    expect(flowCalls()[0]?.[1]).toEqual({ params: { id: 301 } });
    expect(flowCalls()[1]?.[1]).toEqual({ params: { id: 301 } });
    // 000 §9 "1000 ms delay after cancel before the message".
    expect(screen.queryByText('This course has been canceled.')).toBeNull();
    expect(await screen.findByText('This course has been canceled.', {}, { timeout: 2500 })).toBeTruthy();
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [getCourseOrder.method, getCourseOrder.path] });
    });
  });

  it('says "This class has been canceled." and makes no cancel call when the fresh course shows the spot already cancelled', async () => {
    const { invalidate } = setup({
      reread: makeGroupCourse({
        id: 301,
        start_time: START,
        course_students: [courseStudent(STUDENT, 'Cancelled', 'AUTO')],
        status: 'Cancelled',
      }),
    });
    await cancelAndConfirm();
    expect(await screen.findByText('This class has been canceled.')).toBeTruthy();
    expect(endpointsCalled()).toEqual([getCourseDetail]);
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [getCourseOrder.method, getCourseOrder.path] });
    });
  });

  it('warns "Course could not be canceled." when the cancel call answers with an error', async () => {
    setup({ reread: bookedCourse });
    call.mockImplementation((endpoint) => {
      if (endpoint === getFoundation) return Promise.reject(VISITOR);
      if (endpoint === getCourseDetail) return Promise.resolve({ data: makeCourseDetail(bookedCourse) });
      return Promise.reject(new ApiClientError({ status: 409, code: 'CancelWindowClosed', message: 'Too late' }));
    });
    await cancelAndConfirm();
    const toast = await screen.findByText('Course could not be canceled.');
    expect(toast.closest('[data-toast]')?.getAttribute('data-toast')).toBe('warning');
    expect(screen.queryByText('This course has been canceled.')).toBeNull();
  });

  it('makes no call when the dialog is dismissed', async () => {
    setup({ reread: bookedCourse });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel my spot' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(endpointsCalled()).toEqual([]);
  });

  it('offers no Cancel my spot within 24 h of the start', () => {
    call.mockImplementation(() => Promise.reject(VISITOR));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ShellReadsProvider reads={createShellReads()}>
          <I18nProvider initialLocale="en">
            <ToastProvider>
              <CourseStatusSection
                courseId={301}
                course={bookedCourse}
                firstClass={FIRST_CLASS}
                studentId={STUDENT}
                now={Date.parse(START) - 23 * 3_600_000}
              />
            </ToastProvider>
          </I18nProvider>
        </ShellReadsProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel my spot' })).toBeNull();
    expect(screen.getByText('Your course is all set to begin as scheduled.')).toBeTruthy();
  });
});
