import type { Meta, StoryObj } from '@storybook/react-vite';
import { OccurrenceList } from './occurrence-list';
import { AMBIGUOUS, OK_SERIES, SAVED, STORY_ZONE, WITH_PROBLEMS } from './schedule-stories-data';

const meta: Meta<typeof OccurrenceList> = {
  title: 'Teaching/Schedule preview list',
  component: OccurrenceList,
  args: { zone: STORY_ZONE, occurrences: OK_SERIES.occurrences, onUseTime: () => undefined },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof OccurrenceList>;

/** A series across the spring change: 10:00 before (UTC-05:00) and after (UTC-04:00). */
export const AllFine: Story = {};
/** Too soon, a DST gap with the next valid time and Use 03:00, an overlap, one fine. */
export const WithProblems: Story = { args: { occurrences: WITH_PROBLEMS.occurrences } };
/** 01:30 on the autumn change night happens twice: the first is used, and said. */
export const AmbiguousTime: Story = { args: { occurrences: AMBIGUOUS.occurrences } };
/** Saved: each class links to its page. */
export const Created: Story = { args: { occurrences: SAVED.occurrences, onUseTime: undefined } };
/** A course's classes, numbered. */
export const CourseNumbered: Story = { args: { occurrences: OK_SERIES.occurrences, numbered: true } };
