import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeEarningHistory, makeEarningRow } from '../../testing/teaching-earnings-builders';
import { EarningsHistory } from './earnings-history';

const meta: Meta<typeof EarningsHistory> = {
  title: 'Teaching/Earnings history',
  component: EarningsHistory,
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof EarningsHistory>;

/** Every status: a refund and the booking it reversed, a pending course, an available lesson at another rate, one held by a problem report. */
export const AllStatuses: Story = { args: { rows: makeEarningHistory() } };
/** One pending class booking, with when it becomes available. */
export const Pending: Story = { args: { rows: [makeEarningRow()] } };
/** On a phone the rows stack as cards, each cell with its column name. */
export const Phone: Story = { args: { rows: makeEarningHistory() }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
