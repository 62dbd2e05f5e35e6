import { ApiClientError } from '@app/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeachingTopic, TOPIC_FORM_OPTIONS } from '../../testing/teaching-topic-builders';
import { TopicForm } from './topic-form';

const meta: Meta<typeof TopicForm> = {
  title: 'Teaching topics/Topic form',
  component: TopicForm,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <div className="max-w-3xl p-4">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
  args: {
    topic: null,
    options: TOPIC_FORM_OPTIONS,
    busy: false,
    serverError: null,
    notesFor: () => ['Adults only (18+).', 'Bring a working microphone.'],
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof TopicForm>;

/** A new topic: empty fields, 60 minutes and 6 spots preselected. */
export const New: Story = {};
/** An existing topic with nothing booked: every field editable. */
export const Edit: Story = { args: { topic: makeTeachingTopic() } };
/** Two booked classes: price, length and level are read-only, spots cannot go below 4. */
export const LockedByBookings: Story = { args: { topic: makeTeachingTopic({ booked_classes: 2, max_booked: 4 }) } };
/** The server refused a change a booking made meanwhile: the refusal on top and at the price. */
export const RefusedByServer: Story = {
  args: {
    topic: makeTeachingTopic(),
    serverError: new ApiClientError({ status: 409, code: 'TopicEditLocked', message: 'locked', field: 'price' }),
  },
};
export const Saving: Story = { args: { topic: makeTeachingTopic(), busy: true } };
/** An archived topic: read-only, no save button. */
export const Archived: Story = { args: { topic: makeTeachingTopic({ status: 'ARCHIVED' }) } };
