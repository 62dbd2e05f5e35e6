import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeachingTopic } from '../../testing/teaching-topic-builders';
import { TopicListItem } from './topic-list-item';

const meta: Meta<typeof TopicListItem> = {
  title: 'Teaching topics/Topic list item',
  component: TopicListItem,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <ul className="max-w-3xl">
          <Story />
        </ul>
      </SeededQueries>
    ),
  ],
  args: { topic: makeTeachingTopic() },
};
export default meta;
type Story = StoryObj<typeof TopicListItem>;

export const Published: Story = {};
export const WithBookings: Story = { args: { topic: makeTeachingTopic({ booked_classes: 2, max_booked: 3 }) } };
/** Archived: no Archive button, the badge says so. */
export const Archived: Story = { args: { topic: makeTeachingTopic({ status: 'ARCHIVED', upcoming_classes: 0 }) } };
