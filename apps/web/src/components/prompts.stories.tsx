import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmEmailPrompt } from './confirm-email-prompt';
import { SignInPrompt } from './sign-in-prompt';

const meta: Meta = { title: 'Session/Book-flow prompts' };
export default meta;

/** 000 §4 Book flow 1: signed out. Both buttons return to this page after signing in. */
export const SignIn: StoryObj = { render: () => <SignInPrompt open onClose={() => undefined} /> };
/** 000 §5: register_status <= 4 and an unconfirmed email, before booking. */
export const ConfirmEmailToBook: StoryObj = {
  render: () => <ConfirmEmailPrompt open reason="book" email="noor@example.test" onClose={() => undefined} />,
};
/** The same prompt before Contact teacher. */
export const ConfirmEmailToContact: StoryObj = {
  render: () => <ConfirmEmailPrompt open reason="contact" email="noor@example.test" onClose={() => undefined} />,
};
