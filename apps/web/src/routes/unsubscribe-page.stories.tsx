import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../testing/builders';
import { SeededQueries } from '../testing/seeded-queries';
import { UnsubscribeConfirm } from './unsubscribe-page';

const idle = { mutate: () => undefined, isPending: false, isSuccess: false, isError: false };

const meta: Meta<typeof UnsubscribeConfirm> = {
  title: 'Settings/Unsubscribe',
  component: UnsubscribeConfirm,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-6">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
  args: { view: { kind: 'reminder_24h', masked_email: 'e***@example.com', subscribed: true }, confirm: idle },
};
export default meta;
type Story = StoryObj<typeof UnsubscribeConfirm>;

/** What the link stops, to which address, and the confirm button (nothing changes before it is pressed). */
export const Ask: Story = {};
export const Working: Story = { args: { confirm: { ...idle, isPending: true } } };
export const Failed: Story = { args: { confirm: { ...idle, isError: true } } };
export const Done: Story = { args: { confirm: { ...idle, isSuccess: true } } };
/** The link opened again after unsubscribing. */
export const Already: Story = { args: { view: { kind: 'reminder_1h', masked_email: 'e***@example.com', subscribed: false } } };
