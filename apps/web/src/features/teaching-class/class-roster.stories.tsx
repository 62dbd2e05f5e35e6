import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeRosterStudent, makeTeachingClass } from '../../testing/teaching-class-builders';
import { ClassRoster } from './class-roster';

const meta: Meta<typeof ClassRoster> = {
  title: 'Teaching class/Roster and attendance',
  component: ClassRoster,
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ user_id: 7, role: 'TEACHER' })}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
  args: { view: makeTeachingClass(), offer: { phase: 'before', attendanceOpen: false }, onSave: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ClassRoster>;

/** Before start: the booked students, a note that attendance opens at the start. */
export const BeforeStart: Story = {};
/** Nobody booked yet. */
export const Empty: Story = { args: { view: makeTeachingClass({ students: [] }) } };
/** Live: the attendance form, nothing marked yet. */
export const LiveUnmarked: Story = { args: { offer: { phase: 'live', attendanceOpen: true } } };
/** After the class, marks saved. */
export const AfterSaved: Story = {
  args: {
    view: makeTeachingClass({
      students: [
        makeRosterStudent({ attended: true, marked_at: '2026-11-25T18:05:00.000Z' }),
        makeRosterStudent({
          seat_id: 90_002,
          user_id: 501,
          nickname: 'Luis P.',
          level: null,
          attended: false,
          marked_at: '2026-11-25T18:05:00.000Z',
        }),
      ],
    }),
    offer: { phase: 'ended', attendanceOpen: true },
    savedAt: Date.parse('2026-11-25T18:05:00.000Z'),
  },
};
/** Saving. */
export const Saving: Story = { args: { offer: { phase: 'ended', attendanceOpen: true }, saving: true } };
/** The window has closed: the marks read only. */
export const Closed: Story = {
  args: {
    view: makeTeachingClass({ students: [makeRosterStudent({ attended: true, marked_at: '2026-11-25T18:05:00.000Z' })] }),
    offer: { phase: 'ended', attendanceOpen: false },
  },
};
