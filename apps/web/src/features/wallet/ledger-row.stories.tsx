import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { makeLedgerEntry } from '../../testing/people-builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { LedgerRow } from './ledger-row';

const meta: Meta<typeof LedgerRow> = {
  title: 'Wallet/Ledger row',
  component: LedgerRow,
  decorators: [
    (Story) => (
      <ul className="max-w-2xl divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        <Story />
      </ul>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LedgerRow>;

const inEuros = (Story: () => React.JSX.Element) => (
  <SeededQueries foundation={makeFoundation({ currency: 'EUR' })}>
    <Story />
  </SeededQueries>
);

/** A class payment, for a user who sees euros: the amount in EUR with USD under it, the class linked. */
export const ClassPayment: Story = { args: { entry: makeLedgerEntry() }, decorators: [inEuros] };
/** The refund after a drop: a credit, shown with "+". */
export const Refund: Story = { args: { entry: makeLedgerEntry({ id: 2, kind: 'REFUND', amount: 1500 }) }, decorators: [inEuros] };
/** A course seat payment links to the course order page. */
export const CoursePayment: Story = {
  args: {
    entry: makeLedgerEntry({
      id: 3,
      kind: 'COURSE_PAYMENT',
      amount: -6000,
      item: {
        kind: 'course',
        student_booked_id: 60_001,
        course_id: 7_001,
        title: 'Spanish for travellers',
        start_time: '2026-12-01T18:00:00.000Z',
      },
    }),
  },
  decorators: [inEuros],
};
/** The welcome credit: not tied to a booking, so no link. */
export const WelcomeCredit: Story = {
  args: { entry: makeLedgerEntry({ id: 4, kind: 'WELCOME_CREDIT', amount: 5000, item: null }) },
  decorators: [inEuros],
};
/** A user whose currency is USD sees one amount. */
export const InUsd: Story = {
  args: { entry: makeLedgerEntry() },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <Story />
      </SeededQueries>
    ),
  ],
};
