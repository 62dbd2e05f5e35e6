import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { SandboxCheckoutForm } from './sandbox-checkout-form';

const topUp = {
  checkout_id: `tu_${'0'.repeat(32)}`,
  provider: 'sandbox',
  status: 'created',
  amount_cents: 2_500,
  currency: 'USD',
  return_path: '/payment',
  decline_reason: null,
  created_at: '2026-03-10T12:00:00.000Z',
  completed_at: null,
} as const;

const meta: Meta<typeof SandboxCheckoutForm> = {
  title: 'Wallet/Sandbox checkout',
  component: SandboxCheckoutForm,
  args: {
    topUp,
    // The story's "bank": a declined card, so pressing Pay shows the provider's reason.
    pay: () => Promise.resolve({ outcome: 'declined', decline_reason: 'Your card was declined.' }),
    onCompleted: () => undefined,
    cancelHref: '/wallet',
  },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-lg">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SandboxCheckoutForm>;

/** The test checkout, waiting for a card. */
export const EnterCard: Story = {};
/** After a declined card: the provider's reason next to the card field. */
export const Declined: Story = { args: { topUp: { ...topUp, status: 'declined', decline_reason: 'Your card was declined.' } } };
/** A card that needs a second step: the confirm screen. */
export const SecondStep: Story = { args: { initialStep: 'second-step' } };
/** Already paid: nothing more to pay. */
export const Closed: Story = { args: { topUp: { ...topUp, status: 'completed', completed_at: '2026-03-10T12:01:00.000Z' } } };
