import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSearchItem, seats } from '../../testing/builders';
import { SlotList } from './slot-list';

const teacher = { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null, is_pro: true };
const base = {
  price: 1450,
  isError: false,
  onRetry: () => undefined,
  onViewAll: () => undefined,
  teacher,
  viewerId: null,
  flow: { book: () => undefined, isChecking: false },
};

const meta: Meta<typeof SlotList> = {
  title: 'Topic/Slot list',
  component: SlotList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SlotList>;

/** The first two slots (000 §7 page_size 2) and View all. */
export const TwoSlots: Story = {
  args: {
    ...base,
    slots: [
      makeSearchItem(),
      makeSearchItem({
        id: 102,
        start_time: '2026-11-27T09:00:00.000Z',
        end_time: '2026-11-27T10:00:00.000Z',
        group_class_students: seats(5),
      }),
    ],
  },
};
export const Loading: Story = { args: { ...base, slots: undefined } };
export const NoSlots: Story = { args: { ...base, slots: [] } };
export const LoadFailed: Story = { args: { ...base, slots: undefined, isError: true } };
