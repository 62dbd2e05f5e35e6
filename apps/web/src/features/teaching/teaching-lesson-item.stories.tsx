import { DAY_MS, HOUR_MS, JOIN_LEAD_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeachingLessonRow, TEACHER_ID } from '../../testing/teaching-builders';
import { TeachingLessonItem } from './teaching-lesson-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const meta: Meta<typeof TeachingLessonItem> = {
  title: 'Teaching/Lesson list item',
  component: TeachingLessonItem,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ user_id: TEACHER_ID, role: 'TEACHER', is_am: 1 })}>
        <ul className="max-w-3xl">
          <Story />
        </ul>
      </SeededQueries>
    ),
  ],
  args: { row: makeTeachingLessonRow(), now: START - DAY_MS },
};
export default meta;
type Story = StoryObj<typeof TeachingLessonItem>;

/** A booked trial lesson: Upcoming, with the Trial badge and Cancel lesson. */
export const UpcomingTrial: Story = {};
/** 10 minutes before the start: Join lesson opens its room. */
export const JoinWindowOpen: Story = { args: { now: START - JOIN_LEAD_MS, row: makeTeachingLessonRow({ can_cancel: false }) } };
export const Completed60Minutes: Story = {
  args: {
    row: makeTeachingLessonRow({ is_trial: false, duration: 60, price: 3000, end_time: '2026-11-25T18:00:00.000Z', can_cancel: false }),
    now: START + 3 * HOUR_MS,
  },
};
export const Canceled: Story = { args: { row: makeTeachingLessonRow({ status: 'CANCELLED', can_cancel: false }) } };
