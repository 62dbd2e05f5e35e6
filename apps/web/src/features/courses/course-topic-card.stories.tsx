import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeGroupCourse, makeTeacherInfo } from '../../testing/course-builders';
import { CourseTopicCard } from './course-topic-card';
import { ShareLinkButton } from './share-link-button';

const meta: Meta<typeof CourseTopicCard> = {
  title: 'Courses/CourseTopicCard',
  component: CourseTopicCard,
  args: { course: makeGroupCourse(), facts: makeGroupCourse(), teacher: makeTeacherInfo() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CourseTopicCard>;

/** The approved topic may be shared (000 §4 "Sharing"). */
export const WithShareButton: Story = {
  args: {
    share: (
      <ShareLinkButton
        url="https://linguaroom.test/group-course/41?utm_source=share&utm_medium=copy_link&utm_campaign=group_course"
        shareItem={{ method: 'copy_link', content_type: 'course', item_id: 41 }}
      />
    ),
  },
};
/** A topic that is not approved: no share button. */
export const WithoutShareButton: Story = {};
export const CommunityTutorSameMinMax: Story = {
  args: {
    course: makeGroupCourse({ outcomes: [] }),
    facts: makeGroupCourse({ min_spots: 4, max_spots: 4 }),
    teacher: makeTeacherInfo({ nickname: 'Daniel Brooks', is_pro: false }),
  },
};
/** A course topic with no group yet: no classes, size or price to show. */
export const NoGroupYet: Story = { args: { facts: null } };
