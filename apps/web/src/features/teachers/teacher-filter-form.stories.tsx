import { EMPTY_TEACHER_SEARCH_QUERY } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { USD_RATE } from '../../lib/price-format';
import { TeacherFilterForm } from './teacher-filter-form';

const CATEGORIES = [
  {
    code: 'CA002',
    name: 'Business',
    child_tags: [
      { code: 'interview', name: 'Job interview' },
      { code: 'emails', name: 'Emails' },
    ],
  },
  {
    code: 'CA003',
    name: 'Test preparation',
    child_tags: [
      { code: 'ielts', name: 'IELTS' },
      { code: 'toefl', name: 'TOEFL' },
    ],
  },
  { code: 'CA005', name: 'Conversation', child_tags: [] },
];
const LANGUAGES = [
  { text_code: 'english', name: 'English' },
  { text_code: 'spanish', name: 'Spanish' },
  { text_code: 'french', name: 'French' },
];

const meta: Meta<typeof TeacherFilterForm> = {
  title: 'Teachers/TeacherFilterForm',
  component: TeacherFilterForm,
  args: {
    query: EMPTY_TEACHER_SEARCH_QUERY,
    categories: CATEGORIES,
    languages: LANGUAGES,
    twelveHour: false,
    priceCurrency: USD_RATE,
    onApply: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TeacherFilterForm>;

export const Empty: Story = {};
export const TwelveHourClock: Story = { args: { twelveHour: true } };
export const EveryFilterSet: Story = {
  args: {
    query: {
      ...EMPTY_TEACHER_SEARCH_QUERY,
      teacher_type: 'pro',
      tags: ['CA003'],
      childTags: ['ielts'],
      speaks: ['spanish'],
      day: [0, 5],
      time: [2, 4],
      from: 'MX',
      trial_lesson: true,
      instant_booking: true,
      is_native: true,
      minPrice: 500,
      maxPrice: 2550,
      specificDay: '2026-03-14',
      specificHours: [9, 10, 11],
      in72h: true,
    },
  },
};
