import { getBookableLessonStarts, HOUR_MS, LESSON_BOOKING_LEAD_MS, LESSON_SLOT_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/button';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { LessonBooked, LessonConfirm } from './lesson-confirm';
import { LessonTimePicker } from './lesson-time-picker';
import { LessonTypePicker } from './lesson-type-picker';

const NOW = Date.parse('2026-11-24T08:00:00.000Z');
const OPTIONS = [
  { key: 'trial', is_trial: true, duration: 30, price: 500 },
  { key: 'lesson-30', is_trial: false, duration: 30, price: 1500 },
  { key: 'lesson-60', is_trial: false, duration: 60, price: 3000 },
] as const;
// Three days with a morning and an evening block each, as a teacher publishes them.
const SLOTS = [1, 2, 4].flatMap((day) =>
  [9, 18].flatMap((hour) => Array.from({ length: 4 }, (_, i) => NOW + day * 24 * HOUR_MS + (hour - 8) * HOUR_MS + i * LESSON_SLOT_MS)),
);

const inEuros = (Story: () => React.JSX.Element) => (
  <SeededQueries foundation={makeFoundation({ currency: 'EUR', is_am: 1 })}>
    <div className="max-w-3xl space-y-6">
      <Story />
    </div>
  </SeededQueries>
);

const meta: Meta = { title: 'Lessons/Booking steps', decorators: [inEuros] };
export default meta;

/** Step 1: the trial and the regular lessons, prices in the user's currency. */
export const TypePicker: StoryObj<typeof LessonTypePicker> = {
  render: () => <LessonTypePicker options={OPTIONS} selected="trial" onSelect={() => undefined} />,
};
/** Step 2: days in the user's zone, then that day's start times (12 h clock here). */
export const TimePicker: StoryObj<typeof LessonTimePicker> = {
  render: () => (
    <LessonTimePicker
      starts={getBookableLessonStarts({ openSlots: SLOTS, duration: 30, now: NOW, leadMs: LESSON_BOOKING_LEAD_MS })}
      selected={null}
      onSelect={() => undefined}
    />
  ),
};
/** No free time in the next 14 days for this lesson. */
export const NoTimes: StoryObj<typeof LessonTimePicker> = {
  render: () => <LessonTimePicker starts={[]} selected={null} onSelect={() => undefined} />,
};
/** Step 3: the summary, price and balance, Book. */
export const Confirm: StoryObj<typeof LessonConfirm> = {
  render: () => (
    <LessonConfirm
      option={OPTIONS[2]}
      start={SLOTS[0] ?? NOW}
      balance={10_000}
      busy={false}
      error={null}
      onBook={() => undefined}
      shortfall={null}
    />
  ),
};
/** The balance is below the price: Book is disabled; the page passes its "Top up" button for the shortfall. */
export const ConfirmLowBalance: StoryObj<typeof LessonConfirm> = {
  render: () => (
    <LessonConfirm
      option={OPTIONS[2]}
      start={SLOTS[0] ?? NOW}
      balance={1_200}
      busy={false}
      error={null}
      onBook={() => undefined}
      shortfall={
        <Button full className="mt-4">
          Top up €18.00
        </Button>
      }
    />
  ),
};
/** Booked: when and with whom, and the link to My classes. */
export const Booked: StoryObj<typeof LessonBooked> = {
  render: () => <LessonBooked teacherName="Lucía Fernández" start={SLOTS[0] ?? NOW} duration={30} />,
};
