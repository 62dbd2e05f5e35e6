import { ApiClientError, cancelCourseSpot, type Endpoint, getFoundation, getTeachingTopicCourses, type GroupCourse } from '@app/api';
import { HOUR_MS, MINUTE_MS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { courseStudent, makeGroupCourse } from '../../testing/course-builders';
import { renderWithApp } from '../../testing/render';
import { teacherTopicCoursesQuery } from './api/teacher-topic-courses';
import { TeacherCourseList } from './teacher-course-list';

const TEACHER_ID = 7;
const START = '2026-12-01T17:00:00.000Z';
const BEFORE = Date.parse(START) - 2 * HOUR_MS;
const NOT_ALLOWED = 'A course can be cancelled by its teacher only before it starts and while fewer than 2 spots are taken.';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

/** The server: her courses as `courses()` holds them now, and the CANCEL action's answer. */
function serve({ courses, cancel }: { courses: () => GroupCourse[]; cancel?: () => unknown }) {
  call.mockImplementation((endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER' }) });
    if (endpoint === getTeachingTopicCourses) return Promise.resolve({ data: { courses: courses() } });
    if (endpoint === cancelCourseSpot && cancel) {
      try {
        return Promise.resolve(cancel());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

/** As the course page mounts it: her courses read from the server, so a cancel shows in the list. */
function HerCourses({ now }: { now: number }) {
  const courses = useQuery(teacherTopicCoursesQuery({ topicId: 41 }));
  return courses.data ? <TeacherCourseList courses={courses.data.data.courses} teacherId={TEACHER_ID} now={now} /> : null;
}

const cancelCalls = () => call.mock.calls.filter(([endpoint]) => endpoint === cancelCourseSpot);

describe('TeacherCourseList: the course page for its own teacher (issue 14)', () => {
  beforeEach(() => {
    call.mockReset();
    serve({ courses: () => [] });
  });

  it('shows each group with how many joined of the spots, who joined (cancelled seats left out) and its classes; no Join Group', () => {
    renderWithApp(
      <TeacherCourseList
        courses={[
          makeGroupCourse({ course_students: [courseStudent(501), courseStudent(502, 'Cancelled', 'student'), courseStudent(503)] }),
        ]}
        teacherId={TEACHER_ID}
        now={BEFORE}
      />,
    );
    const group = screen.getByRole('listitem', { name: 'Group 1' });
    expect(within(group).getByTestId('teacher-course-enrolled').textContent).toBe('2 of 6 students joined · at least 2 to run');
    const roster = within(group).getByTestId('teacher-course-roster');
    expect(
      within(roster)
        .getAllByText(/^Student \d+$/)
        .map((e) => e.textContent),
    ).toEqual(['Student 501', 'Student 503']);
    expect(within(group).getAllByRole('link', { name: /^Class \d$/ })).toHaveLength(4);
    expect(within(group).getByRole('link', { name: 'Class 1' }).getAttribute('href')).toMatch(/^\/group-class-online\/class\/\d+/);
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says when no group is scheduled yet, and offers to schedule one', () => {
    renderWithApp(<TeacherCourseList courses={[]} teacherId={TEACHER_ID} now={BEFORE} />);
    expect(screen.getByText('No groups of this course yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule a new group' }).getAttribute('href')).toBe('/teaching/courses/new');
  });

  it('Cancel course, confirmed in a dialog that says the student is refunded, calls CANCEL; the toast counts the refund and the group reads Canceled', async () => {
    let course = makeGroupCourse({ start_time: START, course_students: [courseStudent(501)] });
    serve({
      courses: () => [course],
      cancel: () => {
        course = { ...course, status: 'Cancelled', update_by: String(TEACHER_ID), course_students: [courseStudent(501, 'Cancelled')] };
        return { data: { kind: 'course-cancelled', refunded_seats: 1 } };
      },
    });
    renderWithApp(<HerCourses now={BEFORE} />);
    const group = await screen.findByRole('listitem', { name: 'Group 1' });
    fireEvent.click(within(group).getByRole('button', { name: 'Cancel course' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this course?' });
    expect(
      within(dialog).getByText(
        'The student who joined gets a full refund to their wallet. Every class of the course is cancelled and the course can no longer be joined.',
      ),
    ).toBeTruthy();
    expect(cancelCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the course' }));
    expect(await screen.findByText('Course canceled. 1 student was refunded.')).toBeTruthy();
    expect(cancelCalls().map(([, args]) => args)).toEqual([{ params: { id: 301 } }]);
    await waitFor(() => {
      expect(within(screen.getByRole('listitem', { name: 'Group 1' })).getByText('Canceled')).toBeTruthy();
    });
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
    expect(screen.queryByTestId('teacher-course-cancel-note')).toBeNull();
    expect(screen.getByText('This group was canceled. Everyone who had joined got a full refund.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Keep the course closes the dialog and calls nothing; with nobody joined the dialog says so', () => {
    renderWithApp(<TeacherCourseList courses={[makeGroupCourse({ start_time: START })]} teacherId={TEACHER_ID} now={BEFORE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel course' }));
    expect(
      screen.getByText('Nobody has joined this group yet. Every class of the course is cancelled and the course can no longer be joined.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep the course' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelCalls()).toHaveLength(0);
  });

  it('no Cancel course where the rule refuses: 2 spots taken, or at the start, says why; a cancelled or completed course says nothing', () => {
    const two = makeGroupCourse({ start_time: START, course_students: [courseStudent(501), courseStudent(502)] });
    const started = makeGroupCourse({ id: 302, course_id: 302, start_time: START });
    const cancelled = makeGroupCourse({ id: 303, course_id: 303, start_time: START, status: 'Cancelled' });
    const completed = makeGroupCourse({ id: 304, course_id: 304, start_time: START, status: 'Completed' });
    const { rerenderInApp } = renderWithApp(<TeacherCourseList courses={[two]} teacherId={TEACHER_ID} now={BEFORE} />);
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
    expect(screen.getByTestId('teacher-course-cancel-note').textContent).toBe(NOT_ALLOWED);

    rerenderInApp(<TeacherCourseList courses={[started]} teacherId={TEACHER_ID} now={Date.parse(START) - 1} />);
    expect(screen.getByRole('button', { name: 'Cancel course' })).toBeTruthy();
    rerenderInApp(<TeacherCourseList courses={[started]} teacherId={TEACHER_ID} now={Date.parse(START)} />);
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
    expect(screen.getByTestId('teacher-course-cancel-note').textContent).toBe(NOT_ALLOWED);

    rerenderInApp(<TeacherCourseList courses={[cancelled, completed]} teacherId={TEACHER_ID} now={BEFORE} />);
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
    expect(screen.queryByTestId('teacher-course-cancel-note')).toBeNull();
  });

  it("a refusal shows the course's text from the catalogue (not the class's, never the server's message) and reads the list again", async () => {
    let reads = 0;
    serve({
      courses: () => {
        reads += 1;
        return [makeGroupCourse({ start_time: START, course_students: [courseStudent(501)] })];
      },
      cancel: () => {
        throw new ApiClientError({ status: 409, code: 'TeacherCancelNotAllowed', message: 'server English' });
      },
    });
    renderWithApp(<HerCourses now={BEFORE + 30 * MINUTE_MS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel course' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the course' }));
    expect(await screen.findByText(NOT_ALLOWED)).toBeTruthy();
    expect(screen.queryByText('server English')).toBeNull();
    await waitFor(() => {
      expect(reads).toBe(2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
