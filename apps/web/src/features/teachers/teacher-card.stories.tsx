import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_NOW, makeTeacherResult, STUDENT, VISITOR } from '../../testing/teacher-builders';
import { TeacherCard, type TeacherCardProps } from './teacher-card';
import { type CardViewer, getTeacherCardView } from './teacher-card-view';

type Args = Omit<TeacherCardProps, 'view'> & { viewer: CardViewer };

/** The card gets what the rules decided; each story is one rule's state (001 §4.2). */
function Card({ viewer, ...props }: Args) {
  return <TeacherCard {...props} view={getTeacherCardView({ item: props.item, viewer, language: 'spanish', now: CARD_NOW })} />;
}

const meta: Meta<typeof Card> = {
  title: 'Teachers/TeacherCard',
  component: Card,
  args: {
    item: makeTeacherResult(),
    viewer: VISITOR,
    isSignedIn: false,
    favourite: { isFavor: false, count: 12, busy: false },
    onToggleFavourite: () => undefined,
    onReduceSimilar: () => undefined,
    isCardTranslateTestOn: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Card>;

export const VisitorTrialOffered: Story = {};
export const SignedInWithMenu: Story = { args: { viewer: STUDENT, isSignedIn: true } };
export const Favourited: Story = { args: { viewer: STUDENT, isSignedIn: true, favourite: { isFavor: true, count: 13, busy: false } } };
export const NoTrialAfterFiveLessons: Story = {
  args: { viewer: { ...STUDENT, trial: { has_trial: true, completed_lessons: 5 } }, isSignedIn: true },
};
export const AvailableNowInstantBooking: Story = {
  args: { item: makeTeacherResult({ teacher_info: { instant_now: true, instant_booking: true } }) },
};
/** An instant-lessons card (issue 17): the earliest start in place of "Available now". */
export const InstantLessonStartsIn40Min: Story = {
  args: {
    item: makeTeacherResult({
      teacher_info: { instant_now: true, instant_booking: true, instant_start_time: new Date(CARD_NOW + 40 * 60_000).toISOString() },
    }),
  },
};
export const InstantLessonNoFreeTime: Story = {
  args: { item: makeTeacherResult({ teacher_info: { instant_now: true, instant_booking: true, instant_start_time: null } }) },
};
export const NewTeacherWithoutRating: Story = {
  args: {
    item: makeTeacherResult({
      teacher_info: { is_new: true, first_valid_time: new Date(CARD_NOW - 10 * 86_400_000).toISOString(), available_time: null },
    }),
  },
};
export const CommunityTutor: Story = {
  args: {
    item: makeTeacherResult({
      user_info: { user_id: 502, nickname: 'Daniel Brooks', avatar_file_name: null, origin_country_id: null, is_pro: false },
    }),
  },
};
export const WithTranslationToggle: Story = {
  args: {
    viewer: STUDENT,
    isSignedIn: true,
    isCardTranslateTestOn: true,
    translation: {
      teacher_id: 501,
      short_signature: 'Examinadora DELE: habla español con confianza',
      about_info: 'Enseño español en Madrid desde hace once años.',
    },
  },
};
