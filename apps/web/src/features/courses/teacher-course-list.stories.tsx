import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { courseStudent, makeGroupCourse } from '../../testing/course-builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { TeacherCourseList } from './teacher-course-list';

const meta: Meta<typeof TeacherCourseList> = {
  title: 'Courses/Teacher course list',
  component: TeacherCourseList,
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

/** Two groups: one with three students (one left), one nobody has joined yet. */
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
/** A running group. */
export const Ongoing: Story = {
  args: { courses: [makeGroupCourse({ status: 'Ongoing', course_students: [courseStudent(501), courseStudent(502)] })] },
};
/** No group of this course scheduled yet. */
export const NoGroups: Story = { args: { courses: [] } };
