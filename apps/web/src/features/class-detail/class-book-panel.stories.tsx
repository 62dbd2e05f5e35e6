import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeClassDetail } from '../../testing/builders';
import { ClassBookPanel } from './class-book-panel';

const flow = { book: () => undefined, isChecking: false };

const meta: Meta<typeof ClassBookPanel> = {
  title: 'Class detail/Book panel',
  component: ClassBookPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ClassBookPanel>;

export const BeTheFirst: Story = { args: { detail: makeClassDetail(), viewerId: null, flow } };
export const OnlyOneLeft: Story = { args: { detail: makeClassDetail({ taken_seats: 5 }), viewerId: 500, flow } };
/** Full: Book is disabled and says why (000 §8 SpotEmpty). */
export const FullyBooked: Story = { args: { detail: makeClassDetail({ taken_seats: 6 }), viewerId: 500, flow } };
/** The teacher looking at their own class (000 §5). */
export const OwnClass: Story = { args: { detail: makeClassDetail(), viewerId: 7, flow } };
export const Checking: Story = { args: { detail: makeClassDetail(), viewerId: 500, flow: { ...flow, isChecking: true } } };
/** A class of a course is joined through its course. */
export const CourseClass: Story = {
  args: {
    detail: {
      ...makeClassDetail({ course_id: 40 }),
      group_course: {
        id: 40,
        title: 'Spanish in 4 weeks',
        status: 'Upcoming',
        start_time: '2026-11-25T17:00:00.000Z',
        end_time: '2026-12-16T18:00:00.000Z',
        class_amount: 4,
        price: 1500,
      },
    },
    viewerId: 500,
    flow,
  },
};
