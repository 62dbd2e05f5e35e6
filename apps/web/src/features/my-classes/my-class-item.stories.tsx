import { HOUR_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeMyClassRow } from '../../testing/people-builders';
import { MyClassItem } from './my-class-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const meta: Meta<typeof MyClassItem> = {
  title: 'My classes/Class list item',
  component: MyClassItem,
  decorators: [
    (Story) => (
      <ul className="max-w-3xl">
        <Story />
      </ul>
    ),
  ],
  args: { studentId: 500, now: START - 2 * HOUR_MS },
};
export default meta;
type Story = StoryObj<typeof MyClassItem>;

export const Upcoming: Story = { args: { row: makeMyClassRow() } };
export const CurrentlyLive: Story = { args: { row: makeMyClassRow(), now: START + 10 * 60_000 } };
export const Completed: Story = { args: { row: makeMyClassRow({ seat_status: 'CONFIRMED' }), now: START + 3 * HOUR_MS } };
/** Dropped by the student, or cancelled by the teacher: Canceled. */
export const Canceled: Story = { args: { row: makeMyClassRow({ seat_status: 'CANCELLED' }) } };
export const CourseScheduled: Story = {
  args: {
    row: makeMyClassRow({
      kind: 'course',
      group_class_id: null,
      course_id: 7001,
      course_student_id: 60_001,
      student_booked_id: 60_001,
      class_amount: 4,
      title: 'Spanish for travellers',
      end_time: '2026-12-16T18:00:00.000Z',
      class_status: null,
      course_status: 'ReadyForSchedule',
      seat_status: 'Scheduled',
    }),
  },
};
export const CourseOngoing: Story = {
  args: {
    row: makeMyClassRow({
      kind: 'course',
      group_class_id: null,
      course_id: 7001,
      course_student_id: 60_001,
      student_booked_id: 60_001,
      class_amount: 4,
      title: 'Spanish for travellers',
      end_time: '2026-12-16T18:00:00.000Z',
      class_status: null,
      course_status: 'Ongoing',
      seat_status: 'Scheduled',
    }),
  },
};
