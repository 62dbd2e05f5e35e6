import type { Meta, StoryObj } from '@storybook/react-vite';
import { CourseBookedModal } from './course-booked-modal';

const meta: Meta<typeof CourseBookedModal> = {
  title: 'Courses/CourseBookedModal',
  component: CourseBookedModal,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Confident conversation in 4 weeks',
    firstClass: { start_time: '2026-12-01T17:00:00.000Z', end_time: '2026-12-01T18:00:00.000Z' },
    starts: ['2026-12-01T17:00:00.000Z', '2026-12-08T17:00:00.000Z', '2026-12-15T17:00:00.000Z', '2026-12-22T17:00:00.000Z'],
  },
};
export default meta;
type Story = StoryObj<typeof CourseBookedModal>;

/** 000 §2 "bookingSuccess": "Group course booked", naming the video-conference tool. */
export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
/** Issue 15: a course across the spring clock change says from when it meets at another time (in zones that change then). */
export const AcrossAClockChange: Story = {
  args: { starts: ['2026-03-15T09:00:00.000Z', '2026-03-22T09:00:00.000Z', '2026-03-29T09:00:00.000Z', '2026-04-05T09:00:00.000Z'] },
};
