import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseStudent, makeCourseOrder, makeGroupCourse } from '../../testing/course-builders';
import { CourseScheduleList } from './course-schedule-list';

const STUDENT = 42;
const course = makeGroupCourse({ course_students: [courseStudent(STUDENT)] });
const order = makeCourseOrder(course, STUDENT);

const meta: Meta<typeof CourseScheduleList> = {
  title: 'Courses/CourseScheduleList',
  component: CourseScheduleList,
  args: { outlines: course.outlines, classSeats: order.class_seats, orderId: order.order_id },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CourseScheduleList>;

export const BeforeTheCourse: Story = { args: { now: '2026-11-20T12:00:00.000Z' } };
/** Two classes completed, the third live right now. */
export const MidCourse: Story = { args: { now: '2026-12-15T17:30:00.000Z' } };
export const SpotCancelled: Story = {
  args: { now: '2026-11-20T12:00:00.000Z', classSeats: order.class_seats.map((s) => ({ ...s, status: 'CANCELLED' as const })) },
};
