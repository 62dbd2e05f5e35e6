import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { FeedControls } from './calendar-feed-section';

const meta: Meta<typeof FeedControls> = {
  title: 'Settings/Calendar feed',
  component: FeedControls,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof FeedControls>;

const token = 'Zx3kQ0pW9mH2bT7uY1rV5sN8cL4aJ6eG0fD2hK9oQ1w';

/** No feed yet: one button creates it. */
export const NotCreated: Story = { args: { feed: null } };
/** The feed: subscribe with webcal://, copy the https address, or reset it (asks first). */
export const Created: Story = {
  args: {
    feed: {
      https_url: `https://linguaroom.example/api/calendar/${token}.ics`,
      webcal_url: `webcal://linguaroom.example/api/calendar/${token}.ics`,
      created_at: '2026-11-20T10:00:00.000Z',
    },
  },
};
