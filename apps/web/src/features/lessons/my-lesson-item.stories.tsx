import { DAY_MS, HOUR_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { makeMyLessonRow } from '../../testing/lesson-builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { MyLessonItem } from './my-lesson-item';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const meta: Meta<typeof MyLessonItem> = {
  title: 'My classes/Lesson list item',
  component: MyLessonItem,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ currency: 'EUR' })}>
        <ul className="max-w-3xl">
          <Story />
        </ul>
      </SeededQueries>
    ),
  ],
  args: { row: makeMyLessonRow(), now: START - 3 * DAY_MS },
};
export default meta;
type Story = StoryObj<typeof MyLessonItem>;

/** More than 24 h ahead: Upcoming, with Cancel lesson. */
export const Cancellable: Story = {};
/** Within 24 h: Upcoming, cancelling is closed. */
export const CancelClosed: Story = { args: { now: START - 2 * HOUR_MS } };
/** 10 minutes before the start: Join lesson opens its room. */
export const JoinWindowOpen: Story = { args: { now: START - 10 * 60_000 } };
export const CurrentlyLive: Story = { args: { now: START + 10 * 60_000 } };
export const Completed: Story = {
  args: {
    row: makeMyLessonRow({ is_trial: false, duration: 60, price: 3000, end_time: '2026-11-25T18:00:00.000Z' }),
    now: START + 3 * HOUR_MS,
  },
};
export const Canceled: Story = { args: { row: makeMyLessonRow({ lesson_status: 'CANCELLED' }) } };
