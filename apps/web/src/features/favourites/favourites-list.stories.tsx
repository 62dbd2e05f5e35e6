import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { makeFavourites, makeFavouriteTeacher, makeFavouriteTopic } from '../../testing/favourite-builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { FavouritesList } from './favourites-list';

const meta: Meta<typeof FavouritesList> = {
  title: 'Favourites/Favourites list',
  component: FavouritesList,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation()}>
        <div className="max-w-3xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof FavouritesList>;

/** Saved teachers and topics, newest first: a pro and a community teacher, a class topic with its next class, a course topic, one with none scheduled. */
export const TeachersAndTopics: Story = {
  args: {
    favourites: makeFavourites({
      teachers: [
        makeFavouriteTeacher(),
        makeFavouriteTeacher({ teacher_id: 3002, nickname: 'Tom Becker', is_pro: false, language: 'german', min_price: 900 }),
      ],
      topics: [
        makeFavouriteTopic(),
        makeFavouriteTopic({ topic_id: 5002, kind: 'course', title: 'Business Spanish in four weeks', language_level: 4, price: 1800 }),
        makeFavouriteTopic({ topic_id: 5003, title: 'Slang you hear in Madrid', next_class: null }),
      ],
    }),
  },
};
/** Only topics saved: the teachers section says so and links to the teacher search. */
export const OnlyTopics: Story = { args: { favourites: makeFavourites({ teachers: [] }) } };
/** Nothing saved yet: what the heart does, and where to find one. */
export const Empty: Story = { args: { favourites: makeFavourites({ teachers: [], topics: [] }) } };
