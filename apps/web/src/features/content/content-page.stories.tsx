import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeLearnContent } from '../../testing/content-builders';
import { ContentPage } from './content-page';

const meta: Meta<typeof ContentPage> = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: { content: makeLearnContent(), language: 'en' },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ContentPage>;

/** Every block of a learn record (the blog block shows only where the server answers). */
export const LearnRecord: Story = {};
/** A record with a hero and a call to action only. */
export const HeroAndCallToAction: Story = {
  args: {
    content: makeLearnContent({
      post_type: 'scholarships',
      headline_title: null,
      headline_description: null,
      faq_questions: null,
      language_filter: null,
    }),
  },
};
/** A call to action to another host is not shown. */
export const OutsideLinkIgnored: Story = {
  args: { content: makeLearnContent({ cta_link: 'https://elsewhere.test/', faq_questions: null }) },
};
