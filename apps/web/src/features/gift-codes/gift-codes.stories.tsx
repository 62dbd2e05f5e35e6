import type { GiftCodeView } from '@app/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { GiftCodeCreateForm } from './gift-code-create-form';
import { GiftCodeList } from './gift-code-list';

const noop = () => undefined;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const code = (over: Partial<GiftCodeView>): GiftCodeView => ({
  id: 1,
  code: 'WELCOMEDEMO',
  amount_cents: 2_000,
  currency: 'USD',
  max_uses: 1_000,
  uses: 12,
  remaining: 988,
  expires_at: '2027-12-01T12:00:00.000Z',
  disabled_at: null,
  created_at: '2026-11-30T12:00:00.000Z',
  ...over,
});

const meta: Meta = {
  title: 'Gift codes (staff)',
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ timezone_iana: 'America/New_York' })}>
        <div className="max-w-4xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** The empty create form: $20, single use, code left to the server. */
export const CreateEmpty: Story = {
  render: () => <GiftCodeCreateForm errors={{}} busy={false} created={null} zone="America/New_York" onSubmit={noop} />,
};
/** Every field refused, each under its input. */
export const CreateErrors: Story = {
  render: () => (
    <GiftCodeCreateForm
      errors={{
        code: 'Use 6 to 32 letters and digits.',
        amount: 'Enter an amount from $0.01 to $1000.',
        expiresOn: 'Choose a day after today.',
        maxUses: 'Allow from 1 to 100000 uses.',
      }}
      busy={false}
      created={null}
      zone="America/New_York"
      initial={{ code: 'ab!', amount: '0', expiresOn: '2026-11-01', maxUses: '0' }}
      onSubmit={noop}
    />
  ),
};
/** Just created: the new code shown once above the form. */
export const CreateDone: Story = {
  render: () => <GiftCodeCreateForm errors={{}} busy={false} created="K7PQ3MZ9WXAB" zone="America/New_York" onSubmit={noop} />,
};
/** The list: a live multi-use code, a used-up single-use one, an expired one and a switched-off one. */
export const List: Story = {
  render: () => (
    <GiftCodeList
      now={NOW}
      busyId={null}
      onDisable={noop}
      codes={[
        code({}),
        code({ id: 2, code: 'K7PQ3MZ9WXAB', max_uses: 1, uses: 1, remaining: 0, amount_cents: 1_500 }),
        code({ id: 3, code: 'SPRING2026', expires_at: '2026-06-01T00:00:00.000Z', uses: 40, remaining: 60, max_uses: 100 }),
        code({ id: 4, code: 'LEAKED2026', disabled_at: '2026-11-20T10:00:00.000Z' }),
      ]}
    />
  ),
};
/** No codes yet. */
export const ListEmpty: Story = { render: () => <GiftCodeList now={NOW} busyId={null} onDisable={noop} codes={[]} /> };
