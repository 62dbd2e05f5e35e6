import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { GiftCodeFormView } from './gift-code-form';

const noop = () => undefined;

const meta: Meta<typeof GiftCodeFormView> = {
  title: 'Wallet/Gift code form',
  component: GiftCodeFormView,
  args: { busy: false, onRedeem: noop },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-3xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof GiftCodeFormView>;

/** Before anything is sent: the field with its hint, and Redeem. */
export const Empty: Story = { args: { state: { kind: 'idle' } } };
/** Sending: the button says so and cannot be pressed twice. */
export const Redeeming: Story = { args: { state: { kind: 'idle' }, busy: true } };
/** Redeemed: the credit added, announced to screen readers. */
export const Redeemed: Story = { args: { state: { kind: 'redeemed', amountCents: 2_000 } } };
/** The same code a second time: refused under the field, nothing credited. */
export const AlreadyRedeemed: Story = { args: { state: { kind: 'error', text: 'You have already redeemed this gift code.' } } };
/** A single-use code someone else redeemed first. */
export const UsedUp: Story = {
  args: { state: { kind: 'error', text: 'This gift code has already been used as many times as it allows.' } },
};
/** Too many wrong tries: the 429's text. */
export const TooManyAttempts: Story = {
  args: { state: { kind: 'error', text: 'Too many gift code attempts. Please wait 15 minutes and try again.' } },
};
