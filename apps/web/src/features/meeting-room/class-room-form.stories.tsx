import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { DEFAULT_ROOM } from '../../testing/teaching-class-builders';
import { ClassRoomForm } from './class-room-form';

const OWN_ROOM = { account: '955 1234 5678', pass_code: 'conv42', link: 'https://zoom.us/j/95512345678?pwd=conv42' };

const meta: Meta<typeof ClassRoomForm> = {
  title: 'Teaching/Class meeting room form',
  component: ClassRoomForm,
  args: { classId: 301, onSaved: () => undefined },
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <div className="max-w-sm">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ClassRoomForm>;

/** The class meets in her default room (prefilled with it); saving gives the class its own. */
export const UsesDefault: Story = { args: { room: { override: null, room: DEFAULT_ROOM, can_edit: true } } };
/** The class has its own room: she may change it, or go back to her default. */
export const OwnRoom: Story = { args: { room: { override: OWN_ROOM, room: OWN_ROOM, can_edit: true } } };
/** Neither a default nor a class room yet. */
export const NoRoom: Story = { args: { room: { override: null, room: null, can_edit: true } } };
/** Filled with mistakes: press Save for this class to see each error next to its field. */
export const WithMistakes: Story = {
  args: { room: { override: { account: '1234', pass_code: 'way too long!', link: 'http://zoom.us/j/1' }, room: null, can_edit: true } },
};
/** The class is over (or cancelled): the room only reads. */
export const Locked: Story = { args: { room: { override: OWN_ROOM, room: OWN_ROOM, can_edit: false } } };
