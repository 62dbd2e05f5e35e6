import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeMessage, makePeer } from '../../testing/people-builders';
import { ConversationListItem } from './conversation-list-item';

const meta: Meta<typeof ConversationListItem> = {
  title: 'Messages/Conversation list item',
  component: ConversationListItem,
  decorators: [
    (Story) => (
      <ul className="max-w-2xl rounded-2xl border border-slate-200 bg-white">
        <Story />
      </ul>
    ),
  ],
  args: { viewerId: 500 },
};
export default meta;
type Story = StoryObj<typeof ConversationListItem>;

/** The teacher answered and the student has not opened the thread: bold, with the unread count. */
export const Unread: Story = {
  args: {
    summary: {
      conversation_id: 1,
      user: makePeer(),
      unread_count: 2,
      last_message: makeMessage({ sender_id: 7, recipient_id: 500, text: '¡Hola! Yes, Thursday is perfect for B1.' }),
    },
  },
};
/** The viewer wrote last: "You: ...", nothing unread. */
export const MineLast: Story = {
  args: { summary: { conversation_id: 2, user: makePeer(), unread_count: 0, last_message: makeMessage() } },
};
