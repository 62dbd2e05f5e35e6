import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseSeats, makeCourseGroup } from '../../testing/course-builders';
import { CourseSearchCard, type LearnerFace } from './course-search-card';

const faces: ReadonlyMap<number, LearnerFace> = new Map(
  [
    ['Ana P.', 9100],
    ['Kenji S.', 9101],
    ['Marta L.', 9102],
    ['Omar H.', 9103],
  ].map(([nickname, id]) => [id as number, { user_id: id as number, nickname: nickname as string, avatar_file_name: null }]),
);

const meta: Meta<typeof CourseSearchCard> = {
  title: 'Search/CourseSearchCard',
  component: CourseSearchCard,
  args: { course: makeCourseGroup(), faces },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CourseSearchCard>;

/** Nobody enrolled yet: no faces; price 4 x $15.00 = $60.00 per course; capacity '2-6'. */
export const NoLearnersYet: Story = {};
/** Two learners: their two faces, no ellipsis. */
export const TwoEnrolled: Story = { args: { course: makeCourseGroup({ course_students: courseSeats(2) }) } };
/** Four learners: 3 faces and the ellipsis with the '3+ enrolled' tooltip (001 §9). */
export const MoreThanThree: Story = { args: { course: makeCourseGroup({ course_students: courseSeats(4) }) } };
/** Cancelled seats do not count (001 §4.1): 2 live + 2 cancelled shows 2 faces. */
export const CancelledSeatsLeftOut: Story = {
  args: {
    course: makeCourseGroup({
      course_students: [...courseSeats(2), { student_id: 9200, status: 'Cancelled' }, { student_id: 9201, status: 'Cancelled' }],
    }),
  },
};
/** min_spots = max_spots: one number (001 §9 "Capacity shows 'min-max' or a single number"). */
export const FixedSize: Story = { args: { course: makeCourseGroup({ min_spots: 4, max_spots: 4, class_amount: 6, price: 1250 }) } };
