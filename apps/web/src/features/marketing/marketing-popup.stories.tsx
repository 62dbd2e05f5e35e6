import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketingPopupView } from './marketing-popup';

const meta: Meta<typeof MarketingPopupView> = {
  title: 'Marketing/MarketingPopup',
  component: MarketingPopupView,
  args: {
    onClose: () => undefined,
    onCta: () => undefined,
    popup: {
      id: 1,
      title: 'New: live group classes',
      body: 'Practise with up to 5 other learners in a 60-minute class led by a professional teacher. Pick a topic you like and book a spot in a minute.',
      cta_label: 'Find a group class',
      cta_link: '/group-class',
    },
  },
};
export default meta;
type Story = StoryObj<typeof MarketingPopupView>;

/** Stored content with a call to action: Close and the action. */
export const WithCallToAction: Story = {};
/** Text only: just Close. */
export const TextOnly: Story = {
  args: {
    popup: {
      id: 2,
      title: 'Spring break',
      body: 'Our support team answers within 48 hours until 2 April.',
      cta_label: null,
      cta_link: null,
    },
  },
};
/** A link to another site is never followed: the action is not shown. */
export const OutsideLinkIgnored: Story = {
  args: {
    popup: {
      id: 3,
      title: 'Partner offer',
      body: 'A stored popup whose link leaves the site.',
      cta_label: 'Open',
      cta_link: 'https://example.invalid/',
    },
  },
};
