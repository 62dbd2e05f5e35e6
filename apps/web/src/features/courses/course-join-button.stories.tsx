import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseSeats, makeCourseGroup } from '../../testing/course-builders';
import { CourseJoinButton } from './course-join-button';

const VIEWER = 42;

const meta: Meta<typeof CourseJoinButton> = {
  title: 'Courses/CourseJoinButton',
  component: CourseJoinButton,
  args: { viewerId: VIEWER, groupLabel: 'Group 1', onJoin: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CourseJoinButton>;

/** 000 §4 "The course join button reads Booked by you, Fully Booked (...), or Join Group." */
export const JoinGroup: Story = { args: { course: makeCourseGroup({ course_students: courseSeats(2) }) } };
export const BookedByYou: Story = {
  args: { course: makeCourseGroup({ course_students: [...courseSeats(2), { student_id: VIEWER, status: 'Scheduled' }] }) },
};
export const FullyBooked: Story = { args: { course: makeCourseGroup({ max_spots: 4, course_students: courseSeats(4) }) } };
/** While the booking check of this group runs. */
export const Busy: Story = { args: { course: makeCourseGroup(), busy: true } };
/** The teacher's own group reads Join Group but cannot be pressed (000 §5 "A teacher cannot book their own ... course"). */
export const OwnGroupAsTeacher: Story = { args: { course: makeCourseGroup(), viewerId: 7 } };
