import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeMessage } from '../../testing/people-builders';
import { MessageBubble } from './message-bubble';

const meta: Meta<typeof MessageBubble> = {
  title: 'Messages/Conversation message',
  component: MessageBubble,
  decorators: [
    (Story) => (
      <ul className="max-w-2xl space-y-3 bg-slate-50 p-4">
        <Story />
      </ul>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MessageBubble>;

/** Sent by me, not read yet. */
export const MineSent: Story = { args: { message: makeMessage(), mine: true } };
/** Sent by me and opened by the teacher. */
export const MineRead: Story = { args: { message: makeMessage({ read_at: '2026-11-20T10:00:00.000Z' }), mine: true } };
/** From the other person. */
export const Theirs: Story = {
  args: {
    message: makeMessage({ sender_id: 7, recipient_id: 500, text: '¡Hola! Yes, it is perfect for B1. See you on Thursday.' }),
    mine: false,
  },
};
/** A long message with line breaks and an unbroken address wraps inside the bubble. */
export const LongText: Story = {
  args: {
    message: makeMessage({
      text: 'Here is my plan for the week:\n1. Review the past tense\n2. Read the article\nhttps://example.test/a-very-long-address-without-any-spaces-that-must-wrap-inside-the-bubble',
    }),
    mine: true,
  },
};
