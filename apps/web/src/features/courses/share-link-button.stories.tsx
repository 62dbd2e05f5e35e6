import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareLinkButton } from './share-link-button';
import { buildCourseShareUrl } from './share-link';

const meta: Meta<typeof ShareLinkButton> = {
  title: 'Courses/ShareLinkButton',
  component: ShareLinkButton,
  args: {
    url: buildCourseShareUrl({ origin: 'https://linguaroom.test', topicId: 41 }),
    shareItem: { method: 'copy_link', content_type: 'course', item_id: 41 },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360, minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ShareLinkButton>;

/** Click: the link goes to the clipboard and "Copied successfully." shows. */
export const Default: Story = {};
/** The browser refused the clipboard: the link shows selected in a small input. */
export const ClipboardRefused: Story = { args: { initialFallback: true } };
