import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { courseStudent, makeGroupCourse } from '../../testing/course-builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { TeacherCourseList } from './teacher-course-list';

/** A week before the builders' first group starts (2026-12-01 17:00 UTC). */
const STORY_NOW = Date.parse('2026-11-24T17:00:00.000Z');

const meta: Meta<typeof TeacherCourseList> = {
  title: 'Courses/Teacher course list',
  component: TeacherCourseList,
  args: { teacherId: 7, now: STORY_NOW },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ user_id: 7, role: 'TEACHER' })}>
        <div className="max-w-sm">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TeacherCourseList>;

/**
 * Two groups: one with three students (one left), so it can no longer be cancelled and says why; one
 * nobody has joined yet, with Cancel course.
 */
export const TwoGroups: Story = {
  args: {
    courses: [
      makeGroupCourse({
        course_students: [courseStudent(501), courseStudent(502), courseStudent(503, 'Cancelled', 'student'), courseStudent(504)],
      }),
      makeGroupCourse({ id: 302, course_id: 302, start_time: '2027-01-05T17:00:00.000Z', class_amount: 3 }),
    ],
  },
};
/** One student joined: Cancel course (press it for the confirm dialog, which says the student is refunded). */
export const CanCancel: Story = {
  args: { courses: [makeGroupCourse({ course_students: [courseStudent(501)] })] },
};
/** Two spots taken: no Cancel course; the rule's reason instead. */
export const TooManyToCancel: Story = {
  args: { courses: [makeGroupCourse({ course_students: [courseStudent(501), courseStudent(502)] })] },
};
/** A running group: it started, so it is no longer hers to cancel. */
export const Ongoing: Story = {
  args: {
    courses: [makeGroupCourse({ status: 'Ongoing', course_students: [courseStudent(501), courseStudent(502)] })],
    now: Date.parse('2026-12-09T12:00:00.000Z'),
  },
};
/** After she cancelled it: Canceled, nobody left on the roster, nothing more to do. */
export const Cancelled: Story = {
  args: {
    courses: [makeGroupCourse({ status: 'Cancelled', update_by: '7', course_students: [courseStudent(501, 'Cancelled', '7')] })],
  },
};
/** No group of this course scheduled yet. */
export const NoGroups: Story = { args: { courses: [] } };
