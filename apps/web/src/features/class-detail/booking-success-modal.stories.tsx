import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingSuccessModal } from './booking-success-modal';

const meta: Meta<typeof BookingSuccessModal> = { title: 'Class detail/Group class booked modal', component: BookingSuccessModal };
export default meta;

/** 000 §2.B: shown when the page opens with bookingSuccess; names the communication tool (Zoom). */
export const Open: StoryObj<typeof BookingSuccessModal> = {
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Ordering food like a local',
    start: '2026-11-25T17:00:00.000Z',
    end: '2026-11-25T18:00:00.000Z',
  },
};
export const Closed: StoryObj<typeof BookingSuccessModal> = { args: { ...Open.args, open: false } };
