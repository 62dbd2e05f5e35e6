import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneBookBar } from './phone-book-bar';

const meta: Meta<typeof PhoneBookBar> = {
  title: 'Topic/Phone bottom bar',
  component: PhoneBookBar,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export default meta;

/** 000 §2.A: on phones (<= 768 px) the price and Book Now. */
export const Default: StoryObj<typeof PhoneBookBar> = { args: { price: 1450, onBookNow: () => undefined, disabled: false } };
export const NoSlots: StoryObj<typeof PhoneBookBar> = { args: { price: 1450, onBookNow: () => undefined, disabled: true } };
