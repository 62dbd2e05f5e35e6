import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSearchItem, seats } from '../testing/builders';
import { ClassCard } from './class-card';

const VIEWER = 42;

const meta: Meta<typeof ClassCard> = {
  title: 'Classes/ClassCard',
  component: ClassCard,
  args: { viewerId: VIEWER },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ClassCard>;

/** 000 §4 "Slot spots display", one story per text. */
export const BeTheFirst: Story = { args: { item: makeSearchItem() } };
export const SpotsLeft: Story = { args: { item: makeSearchItem({ group_class_students: seats(1) }) } };
export const OnlyFewLeft: Story = { args: { item: makeSearchItem({ group_class_students: seats(3) }) } };
export const OnlyOneLeft: Story = { args: { item: makeSearchItem({ group_class_students: seats(5) }) } };
export const FullyBooked: Story = { args: { item: makeSearchItem({ group_class_students: seats(6) }) } };
export const BookedByYou: Story = {
  args: { item: makeSearchItem({ group_class_students: [...seats(2), { student_id: VIEWER, status: 'SCHEDULED' }] }) },
};
export const CancelledSeatsDoNotCount: Story = { args: { item: makeSearchItem({ group_class_students: seats(6, 'CANCELLED') }) } };
export const CommunityTutorNative: Story = {
  args: {
    item: makeSearchItem({
      language_level: 7,
      teacher_info: { user_id: 8, nickname: 'Daniel Brooks', avatar_file_name: null, is_pro: false },
    }),
  },
};
export const Miniature: Story = { args: { item: makeSearchItem(), miniature: true } };
