import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreateCourseForm } from './create-course-form';
import { OK_SERIES, SAVED, STORY_COURSE_TOPICS, STORY_ZONE, WITH_PROBLEMS } from './schedule-stories-data';

const meta: Meta<typeof CreateCourseForm> = {
  title: 'Teaching/Create course form',
  component: CreateCourseForm,
  args: {
    topics: STORY_COURSE_TOPICS,
    zone: STORY_ZONE,
    initial: { topicId: 5101, date: '2026-03-02', time: '18:00', classAmount: 4, minSpots: 2, maxSpots: 6, price: '12.00' },
    submit: (body) => Promise.resolve({ ...OK_SERIES, created: !body.dry_run, course_id: body.dry_run ? null : 7001 }),
  },
};
export default meta;
type Story = StoryObj<typeof CreateCourseForm>;

export const Empty: Story = {};
/** Four weekly classes previewed, numbered: Create the course. */
export const Previewed: Story = { args: { initialPreview: OK_SERIES } };
/** Some classes cannot be created: nothing is until they all can. */
export const PreviewWithProblems: Story = { args: { initialPreview: WITH_PROBLEMS } };
/** Created: the classes, Teaching and the course page. */
export const Created: Story = { args: { initialSaved: { ...SAVED, course_id: 7001 } } };
/** Each class named (000 §3 outlines): the second left blank takes the topic's title. */
export const NamedClasses: Story = {
  args: {
    initial: {
      topicId: 5101,
      date: '2026-03-02',
      time: '18:00',
      classAmount: 4,
      minSpots: 2,
      maxSpots: 6,
      price: '12.00',
      outlines: [
        { title: 'Introductions that open doors', description: 'Your one-minute pitch.' },
        { title: '', description: '' },
        { title: 'Meetings: agree, disagree, decide', description: '' },
        { title: 'Presenting numbers', description: 'Trends, charts and rounding.' },
      ],
    },
  },
};
/** A class title too short: the error at the outlines. */
export const NamedClassesRefused: Story = {
  args: {
    initial: {
      topicId: 5101,
      date: '2026-03-02',
      time: '18:00',
      classAmount: 2,
      minSpots: 2,
      maxSpots: 6,
      price: '12.00',
      outlines: [
        { title: 'Hi', description: '' },
        { title: 'Meetings', description: '' },
      ],
    },
  },
};
