import { type Endpoint, getFoundation } from '@app/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { courseStudent, makeGroupCourse } from '../../testing/course-builders';
import { renderWithApp } from '../../testing/render';
import { TeacherCourseList } from './teacher-course-list';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
call.mockImplementation((endpoint) =>
  endpoint === getFoundation
    ? Promise.resolve({ data: makeFoundation({ user_id: 7, role: 'TEACHER' }) })
    : Promise.reject(new Error(endpoint.path)),
);

describe('TeacherCourseList: the course page for its own teacher (issue 14)', () => {
  it('shows each group with how many joined of the spots, who joined (cancelled seats left out) and its classes; no Join Group', () => {
    renderWithApp(
      <TeacherCourseList
        courses={[
          makeGroupCourse({ course_students: [courseStudent(501), courseStudent(502, 'Cancelled', 'student'), courseStudent(503)] }),
        ]}
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
    renderWithApp(<TeacherCourseList courses={[]} />);
    expect(screen.getByText('No groups of this course yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule a new group' }).getAttribute('href')).toBe('/teaching/courses/new');
  });
});
