import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeEarningsSummary } from '../../testing/teaching-earnings-builders';
import { EarningsSummary } from './earnings-summary';

const meta: Meta<typeof EarningsSummary> = {
  title: 'Teaching/Earnings summary',
  component: EarningsSummary,
};
export default meta;
type Story = StoryObj<typeof EarningsSummary>;

/** Pending, available and lifetime, in USD. */
export const Default: Story = { args: { summary: makeEarningsSummary() } };
/** A new teacher: all zero. */
export const Empty: Story = { args: { summary: makeEarningsSummary({ pending_cents: 0, available_cents: 0, lifetime_cents: 0 }) } };
/** A teacher who browses in euros still sees USD: that is what she is owed. */
export const InEuros: Story = {
  args: { summary: makeEarningsSummary() },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ currency: 'EUR', role: 'TEACHER' })}>
        <Story />
      </SeededQueries>
    ),
  ],
};
