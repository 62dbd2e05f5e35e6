import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { AvailabilityForm } from './availability-form';
import { EMPTY_VIEW, FILLED_VIEW, MISTAKES_VIEW, STORY_NOW, STORY_TODAY } from './stories-data';

const meta: Meta<typeof AvailabilityForm> = {
  title: 'Teaching/Availability form',
  component: AvailabilityForm,
  args: { today: STORY_TODAY, now: STORY_NOW, submit: (body) => Promise.resolve({ ...FILLED_VIEW, ...body, open_slots: 212 }) },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <div className="max-w-4xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof AvailabilityForm>;

/** A new teacher: no hours yet (every day Unavailable), the prices from her application. */
export const Empty: Story = { args: { view: EMPTY_VIEW } };
/** Split Mondays, a day off and a replaced day, a free trial and instant lessons on. */
export const Filled: Story = { args: { view: FILLED_VIEW } };
/** With mistakes: press Save availability to see each error next to its field (a range ending before it starts, overlapping Thursday hours, a trial dearer than a lesson). */
export const WithMistakes: Story = { args: { view: MISTAKES_VIEW } };
/** Press Save availability: the status line says how many lesson times are now open. */
export const Saves: Story = { args: { view: FILLED_VIEW } };
/** The save fails (offline): press Save availability to see the retry message. */
export const SaveFails: Story = { args: { view: FILLED_VIEW, submit: () => Promise.reject(new Error('offline')) } };
