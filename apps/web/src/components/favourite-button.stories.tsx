import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavouriteButton } from './favourite-button';

const meta: Meta<typeof FavouriteButton> = {
  title: 'Components/FavouriteButton',
  component: FavouriteButton,
  args: {
    label: 'Add Ordering food like a local to favourites',
    isFavor: false,
    onToggle: () => undefined,
    signIn: null,
    title: 'Save to favourites',
  },
};
export default meta;
type Story = StoryObj<typeof FavouriteButton>;

/** Signed in, not saved: an empty heart, a toggle button. */
export const NotSaved: Story = {};
/** Saved: the filled heart, pressed. */
export const Saved: Story = { args: { isFavor: true, label: 'Remove Ordering food like a local from favourites' } };
/** A call on its way: disabled. */
export const Busy: Story = { args: { busy: true } };
/** A visitor: the heart is a link to sign in. */
export const Visitor: Story = {
  args: { signIn: '/signin?returnTo=%2Fgroup-class%2Fenglish', title: 'Sign in to save class topics you like.' },
};
/** On a teacher card: with everyone's favourite count. */
export const WithCount: Story = { args: { count: 12, label: 'Add Lucía Fernández to favourites', title: '12 favourites' } };
