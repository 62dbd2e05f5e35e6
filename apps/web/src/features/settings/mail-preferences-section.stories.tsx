import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { MailPreferencesForm, shownMailKinds } from './mail-preferences-section';

const meta: Meta<typeof MailPreferencesForm> = {
  title: 'Settings/Emails',
  component: MailPreferencesForm,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MailPreferencesForm>;

/** A student with every reminder on (nobody switched anything off yet). */
export const StudentAllOn: Story = {
  args: { saved: { reminder_24h: true, reminder_1h: true, teacher_new_booking: true }, kinds: shownMailKinds(false) },
};
/** A student who unsubscribed from the day-before reminder. */
export const StudentDayBeforeOff: Story = {
  args: { saved: { reminder_24h: false, reminder_1h: true, teacher_new_booking: true }, kinds: shownMailKinds(false) },
};
/** A teacher also chooses whether new bookings are mailed. */
export const Teacher: Story = {
  args: { saved: { reminder_24h: true, reminder_1h: false, teacher_new_booking: false }, kinds: shownMailKinds(true) },
};
