import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiClientError } from '@app/api';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { TopUpForm } from './top-up-form';

const options = {
  available: true,
  provider: 'sandbox',
  currency: 'USD',
  min_cents: 1_000,
  max_cents: 50_000,
  presets: [2_000, 5_000, 10_000],
} as const;

const meta: Meta<typeof TopUpForm> = {
  title: 'Wallet/Top-up form',
  component: TopUpForm,
  args: { options: { ...options, presets: [...options.presets] }, onStart: () => undefined },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ currency: 'EUR' })}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TopUpForm>;

/** The presets, the first chosen; each with its approximate value in euros (the charge is in USD). */
export const Presets: Story = {};
/** "Other amount" below the minimum: the error names the bounds, next to the field. */
export const CustomBelowMinimum: Story = { args: { initialAmount: '5' } };
/** "Other amount" that is not a number. */
export const CustomNotANumber: Story = { args: { initialAmount: 'twenty' } };
/** A valid custom amount, with its approximate value in euros under the field. */
export const CustomValid: Story = { args: { initialAmount: '35.50' } };
/** While the checkout opens. */
export const Starting: Story = { args: { pending: true } };
/** The server has no payment provider (production without Stripe keys). */
export const NotConfigured: Story = {
  args: {
    error: new ApiClientError({ status: 503, code: 'PaymentsNotConfigured', message: 'Payments are not configured on this server.' }),
  },
};
