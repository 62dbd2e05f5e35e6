import { HOUR_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeachingClassRow, TEACHER_ID } from '../../testing/teaching-builders';
import { TeachingClassItem } from './teaching-class-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const meta: Meta<typeof TeachingClassItem> = {
  title: 'Teaching/Class list item',
  component: TeachingClassItem,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER' })}>
        <ul className="max-w-3xl">
          <Story />
        </ul>
      </SeededQueries>
    ),
  ],
  args: { row: makeTeachingClassRow(), teacherId: TEACHER_ID, now: START - 2 * HOUR_MS },
};
export default meta;
type Story = StoryObj<typeof TeachingClassItem>;

/** 1 spot booked, not started: Cancel class. */
export const UpcomingCancellable: Story = {};
/** 2 spots booked: no Cancel class, a note says why. */
export const UpcomingNotCancellable: Story = { args: { row: makeTeachingClassRow({ booked_spots: 2, can_cancel: false }) } };
/** A class of a course, marked as such. */
export const CourseClass: Story = {
  args: { row: makeTeachingClassRow({ course_id: 7001, booked_spots: 4, can_cancel: false, title: 'Spanish for travellers' }) },
};
export const CurrentlyLive: Story = { args: { row: makeTeachingClassRow({ can_cancel: false }), now: START + 10 * 60_000 } };
export const CanceledByTeacher: Story = {
  args: { row: makeTeachingClassRow({ status: 'CANCELLED', update_by: String(TEACHER_ID), booked_spots: 0, can_cancel: false }) },
};
export const CanceledAutomatically: Story = {
  args: { row: makeTeachingClassRow({ status: 'CANCELLED', update_by: 'AUTO', booked_spots: 0, can_cancel: false }) },
};
export const Completed: Story = {
  args: { row: makeTeachingClassRow({ status: 'FINISHED', booked_spots: 5, can_cancel: false }), now: START + 3 * HOUR_MS },
};
