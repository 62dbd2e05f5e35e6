import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { MeetingRoomForm } from './meeting-room-form';

const meta: Meta<typeof MeetingRoomForm> = {
  title: 'Teaching/Meeting room form',
  component: MeetingRoomForm,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <div className="max-w-xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MeetingRoomForm>;

const ZOOM_ROOM = { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://zoom.us/j/81234567890?pwd=kp2026' };

/** A teacher who has not set a room yet. */
export const Empty: Story = { args: { room: null } };
/** Her saved Zoom room. */
export const Filled: Story = { args: { room: ZOOM_ROOM } };
/** Save room pressed: the fields and Save wait, and the status line says Saving… */
export const Saving: Story = { args: { room: ZOOM_ROOM, initialStatus: 'saving' } };
/** The server kept it. */
export const Saved: Story = { args: { room: ZOOM_ROOM, initialStatus: 'saved' } };
/** The save did not reach the server (or it failed): say so, Save stays available. */
export const Failed: Story = { args: { room: ZOOM_ROOM, initialStatus: 'failed' } };
/** Filled with mistakes: press Save room to see each error next to its field. */
export const WithMistakes: Story = { args: { room: { account: '1234', pass_code: 'way too long!', link: 'http://zoom.us/j/1' } } };
