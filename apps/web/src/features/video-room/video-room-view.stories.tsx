import { MINUTE_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeVideoRoom } from './video-room-builders';
import { VideoRoomView } from './video-room-view';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const meta: Meta<typeof VideoRoomView> = {
  title: 'Video room/Door',
  component: VideoRoomView,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ timezone_iana: 'Europe/Berlin', is_am: 0 })}>
        <Story />
      </SeededQueries>
    ),
  ],
  args: { room: makeVideoRoom(), now: START - 5 * MINUTE_MS, redirectIn: 3 },
};
export default meta;
type Story = StoryObj<typeof VideoRoomView>;

/** Inside [start - 10 min, end): meeting id and passcode with copy buttons, then the meeting. */
export const Open: Story = {};
/** Open, but the teacher has set no room yet. */
export const OpenWithoutRoom: Story = { args: { room: makeVideoRoom({ room: null }), redirectIn: null, onCheckAgain: () => undefined } };
/** Before start - 10 min: the opening time in the viewer's zone and a countdown. */
export const TooEarly: Story = {
  args: {
    room: makeVideoRoom({ access: 'too-early', opens_at: new Date(START - 10 * MINUTE_MS).toISOString(), room: null }),
    now: START - 42 * MINUTE_MS,
    redirectIn: null,
  },
};
export const NotBooked: Story = { args: { room: makeVideoRoom({ access: 'not-booked', room: null }), redirectIn: null } };
export const Ended: Story = { args: { room: makeVideoRoom({ access: 'ended', room: null }), redirectIn: null } };
export const Cancelled: Story = { args: { room: makeVideoRoom({ access: 'cancelled', room: null }), redirectIn: null } };
/** A one-to-one lesson's room as its teacher opens it: the way back is Teaching (a student's is My classes). */
export const LessonOpen: Story = {
  args: { room: makeVideoRoom({ kind: 'lesson', id: 40_001, title: 'spanish', viewer: 'teacher' }) },
};
/** A lesson's room before start - 10 min, for its student: the text says lesson. */
export const LessonTooEarly: Story = {
  args: {
    room: makeVideoRoom({
      kind: 'lesson',
      id: 40_001,
      title: 'spanish',
      access: 'too-early',
      opens_at: new Date(START - 10 * MINUTE_MS).toISOString(),
      room: null,
    }),
    now: START - 42 * MINUTE_MS,
    redirectIn: null,
  },
};
