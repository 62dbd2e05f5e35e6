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
  },
};
export default meta;
type Story = StoryObj<typeof CourseBookedModal>;

/** 000 §2 "bookingSuccess": "Group course booked", naming the video-conference tool. */
export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
