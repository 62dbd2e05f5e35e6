import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeRosterStudent, makeTeachingClass } from '../../testing/teaching-class-builders';
import { TeachingClassPanel } from './teaching-class-panel';

const one = makeTeachingClass({ students: [makeRosterStudent()] });
const meta: Meta<typeof TeachingClassPanel> = {
  title: 'Teaching class/Panel',
  component: TeachingClassPanel,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ user_id: 7, role: 'TEACHER' })}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
  args: { view: one, offer: { phase: 'before', canJoin: false, canCancel: true, attendanceOpen: false } },
};
export default meta;
type Story = StoryObj<typeof TeachingClassPanel>;

/** Before start with 1 booked: Cancel class (000 §6), Join opens 10 minutes before. */
export const BeforeCancellable: Story = {};
/** Before start with 2 booked: no Cancel, a note says why. */
export const BeforeNotCancellable: Story = {
  args: { view: makeTeachingClass(), offer: { phase: 'before', canJoin: false, canCancel: false, attendanceOpen: false } },
};
/** From 10 minutes before start: Join class. */
export const JoinOpen: Story = { args: { offer: { phase: 'before', canJoin: true, canCancel: true, attendanceOpen: false } } };
/** Live: Join class. */
export const Live: Story = {
  args: { view: makeTeachingClass(), offer: { phase: 'live', canJoin: true, canCancel: false, attendanceOpen: true } },
};
/** Ended. */
export const Ended: Story = {
  args: { view: makeTeachingClass(), offer: { phase: 'ended', canJoin: false, canCancel: false, attendanceOpen: true } },
};
/** Cancelled. */
export const Cancelled: Story = {
  args: {
    view: makeTeachingClass({ students: [] }),
    offer: { phase: 'cancelled', canJoin: false, canCancel: false, attendanceOpen: false },
  },
};
