import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduleClassesForm } from './schedule-classes-form';
import { OK_SERIES, SAVED, STORY_TOPICS, STORY_ZONE, WITH_PROBLEMS } from './schedule-stories-data';

const meta: Meta<typeof ScheduleClassesForm> = {
  title: 'Teaching/Schedule classes form',
  component: ScheduleClassesForm,
  args: {
    topics: STORY_TOPICS,
    zone: STORY_ZONE,
    initial: { topicId: 5001, date: '2026-03-02', time: '10:00', repeat: false, weekdays: [1], weeks: 4 },
    submit: (body) => Promise.resolve({ ...OK_SERIES, created: !body.dry_run }),
  },
};
export default meta;
type Story = StoryObj<typeof ScheduleClassesForm>;

/** One class, nothing previewed yet. */
export const Empty: Story = {};
/** Repeat weekly on Monday and Wednesday for 2 weeks, previewed: Save 4 classes. */
export const SeriesPreviewed: Story = {
  args: {
    initial: { topicId: 5001, date: '2026-03-02', time: '10:00', repeat: true, weekdays: [1, 3], weeks: 2 },
    initialPreview: OK_SERIES,
  },
};
/** A Sunday 02:30 series across the spring change: the gap Sunday offers 03:00; Save is held back. */
export const PreviewWithProblems: Story = {
  args: {
    initial: { topicId: 5001, date: '2026-03-01', time: '02:30', repeat: true, weekdays: [7], weeks: 4 },
    initialPreview: WITH_PROBLEMS,
  },
};
/** Saved: what was created, with links. */
export const Saved: Story = { args: { initialSaved: SAVED } };
/** The server refused at Save (another schedule got there first). */
export const RefusedAtSave: Story = {
  args: {
    initialPreview: OK_SERIES,
    submit: () => Promise.reject(new Error('ScheduleOverlap')),
  },
};
