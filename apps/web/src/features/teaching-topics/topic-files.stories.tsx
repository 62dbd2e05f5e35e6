import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeTeachingTopic } from '../../testing/teaching-topic-builders';
import { TopicFiles } from './topic-files';

const meta: Meta<typeof TopicFiles> = {
  title: 'Teaching topics/Cover and materials',
  component: TopicFiles,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ role: 'TEACHER' })}>
        <div className="max-w-sm p-4">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
  args: { topic: makeTeachingTopic() },
};
export default meta;
type Story = StoryObj<typeof TopicFiles>;

/** The generated cover and one PDF. */
export const GeneratedCover: Story = {};
export const NoMaterials: Story = { args: { topic: makeTeachingTopic({ materials: [] }) } };
/** Ten files: the upload control gives way to a note. */
export const Full: Story = {
  args: {
    topic: makeTeachingTopic({
      materials: Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        file_name: `Worksheet ${i + 1}.pdf`,
        content_type: 'application/pdf',
        byte_size: 120_000 + i,
        file_url: `/api/v1/teaching/topics/5101/materials/${i + 1}`,
      })),
    }),
  },
};
export const Archived: Story = { args: { topic: makeTeachingTopic({ status: 'ARCHIVED' }) } };
/** A material going up: its name, the percentage and a progress bar, announced in the live region. */
export const Uploading: Story = {
  args: { initialFeedback: { material: { kind: 'progress', name: 'Week 1 slides.pdf', fraction: 0.42 } } },
};
/** Just uploaded. */
export const Uploaded: Story = { args: { initialFeedback: { material: { kind: 'uploaded', name: 'Week 1 slides.pdf' } } } };
/** Over the limit (refused before sending, or the server's 413): the file and the limit named. */
export const TooLarge: Story = { args: { initialFeedback: { material: { kind: 'too-large', name: 'Lecture recording.wav' } } } };
/** A type the server's sniffing refused (415): the file and the accepted types named, for the cover and for a material. */
export const WrongType: Story = {
  args: {
    initialFeedback: { cover: { kind: 'wrong-type', name: 'cover.gif' }, material: { kind: 'wrong-type', name: 'menu.exe.pdf' } },
  },
};
