import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyResults } from './empty-results';
import { FeedbackForm } from './feedback-form';

const meta: Meta<typeof EmptyResults> = { title: 'Search/EmptyResults', component: EmptyResults };
export default meta;
type Story = StoryObj<typeof EmptyResults>;

/** '0 results', the 001 §8 text and the request menu (topic request or general feedback). */
export const ZeroResults: Story = {};

/** The feedback form for a topic request: Send stays disabled until there is text (001 §4.1). */
export const TopicRequestForm: StoryObj<typeof FeedbackForm> = {
  render: () => <FeedbackForm category="topic" open onClose={() => undefined} />,
};

/** The general feedback form. */
export const GeneralFeedbackForm: StoryObj<typeof FeedbackForm> = {
  render: () => <FeedbackForm category="general" open onClose={() => undefined} />,
};
