import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSearchItem, seats } from '../../testing/builders';
import { SlotItem } from './slot-item';

const teacher = { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null, is_pro: true };
const flow = { book: () => undefined, isChecking: false };

const meta: Meta<typeof SlotItem> = {
  title: 'Topic/Slot (spots line)',
  component: SlotItem,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SlotItem>;

/** 000 §4 "Slot spots display", one story per line (capacity 6). */
export const BeTheFirst: Story = { args: { slot: makeSearchItem(), teacher, viewerId: 500, flow } };
export const SpotsLeft: Story = { args: { slot: makeSearchItem({ group_class_students: seats(2) }), teacher, viewerId: 500, flow } };
export const OnlyFewSpotsLeft: Story = { args: { slot: makeSearchItem({ group_class_students: seats(3) }), teacher, viewerId: 500, flow } };
export const OnlyOneSpotLeft: Story = { args: { slot: makeSearchItem({ group_class_students: seats(5) }), teacher, viewerId: 500, flow } };
/** Full: Book disabled. */
export const FullyBooked: Story = { args: { slot: makeSearchItem({ group_class_students: seats(6) }), teacher, viewerId: 500, flow } };
/** The viewer holds a seat: Booked by you, Book disabled (HasBooked). */
export const BookedByYou: Story = {
  args: {
    slot: makeSearchItem({ group_class_students: [...seats(2), { student_id: 500, status: 'SCHEDULED' }] }),
    teacher,
    viewerId: 500,
    flow,
  },
};
/** Cancelled seats do not count: still "Be the first!". */
export const OnlyCancelledSeats: Story = {
  args: { slot: makeSearchItem({ group_class_students: seats(3, 'CANCELLED') }), teacher, viewerId: 500, flow },
};
/** The teacher's own slot: Book disabled (CantBookBySelf). */
export const OwnSlot: Story = { args: { slot: makeSearchItem(), teacher, viewerId: 7, flow } };
