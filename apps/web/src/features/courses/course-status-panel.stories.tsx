import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseStudent, makeGroupCourse } from '../../testing/course-builders';
import { CourseStatusPanel } from './course-status-panel';

const STUDENT = 42;
const START = '2026-12-01T17:00:00.000Z';
const FIRST_CLASS = { start_time: START, end_time: '2026-12-01T18:00:00.000Z' };
/** Six days before the first class: more than 24 h, so Cancel my spot shows. */
const WEEK_BEFORE = '2026-11-25T12:00:00.000Z';
/** Twelve hours before the first class. */
const SAME_DAY = '2026-12-01T05:00:00.000Z';

const booked = courseStudent(STUDENT);
const course = (overrides: Parameters<typeof makeGroupCourse>[0] = {}) =>
  makeGroupCourse({ start_time: START, course_students: [booked], ...overrides });

const meta: Meta<typeof CourseStatusPanel> = {
  title: 'Courses/CourseStatusPanel',
  component: CourseStatusPanel,
  args: { studentId: STUDENT, now: WEEK_BEFORE, firstClass: FIRST_CLASS, onCancelSpot: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CourseStatusPanel>;

/** 000 §4 "ReadyForSchedule (label Scheduled)" shows no action. */
export const Scheduled: Story = { args: { course: course({ status: 'ReadyForSchedule' }) } };
/** Upcoming, more than 24 h before the start: the reminder and Cancel my spot. */
export const UpcomingMoreThan24h: Story = { args: { course: course() } };
export const UpcomingCancelling: Story = { args: { course: course(), cancelBusy: true } };
/** Upcoming within 24 h: "Your course is all set to begin as scheduled." */
export const UpcomingWithin24h: Story = { args: { course: course(), now: SAME_DAY } };
export const Ongoing: Story = { args: { course: course({ status: 'Ongoing' }), now: '2026-12-10T12:00:00.000Z' } };
export const Completed: Story = {
  args: {
    course: course({ status: 'Completed', course_students: [courseStudent(STUDENT, 'Confirmed')] }),
    now: '2027-01-10T12:00:00.000Z',
  },
};
export const CancelledByStudent: Story = {
  args: { course: course({ course_students: [courseStudent(STUDENT, 'Cancelled', String(STUDENT))] }) },
};
export const CancelledAutomatically: Story = {
  args: {
    course: course({ status: 'Cancelled', update_by: 'AUTO', course_students: [courseStudent(STUDENT, 'Cancelled', 'AUTO')] }),
    now: SAME_DAY,
  },
};
export const CancelledByAdmin: Story = {
  args: { course: course({ status: 'Cancelled', update_by: 'ADMIN', course_students: [courseStudent(STUDENT, 'Cancelled', 'ADMIN')] }) },
};
export const CancelledByTeacher: Story = {
  args: { course: course({ status: 'Cancelled', update_by: '7', course_students: [courseStudent(STUDENT, 'Cancelled', '7')] }) },
};
export const ProblemReported: Story = {
  args: { course: course({ status: 'Ongoing', course_students: [courseStudent(STUDENT, 'Problem')] }) },
};
export const Terminated: Story = {
  args: { course: course({ status: 'Terminated', update_by: 'ADMIN' }), now: '2026-12-10T12:00:00.000Z' },
};
