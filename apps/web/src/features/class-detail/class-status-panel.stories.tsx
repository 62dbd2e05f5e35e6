import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeClassDetail, makeSeat } from '../../testing/builders';
import { ClassStatusPanel, type ClassStatusPanelProps } from './class-status-panel';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const END = START + HOUR_MS;
const VIEWER = 500;
const TEACHER = 7;
const ZOOM = { zoom: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/81234567890' } };

function panel({
  now,
  seat = {},
  cls = {},
  course = null,
}: {
  now: number;
  seat?: Parameters<typeof makeSeat>[0];
  cls?: Parameters<typeof makeClassDetail>[0];
  course?: ClassStatusPanelProps['detail']['group_course'];
}): ClassStatusPanelProps {
  const detail = makeClassDetail({ start: new Date(START).toISOString(), seats: [makeSeat({ student_id: VIEWER, ...seat })], ...cls });
  return { detail: { ...detail, group_course: course }, viewerId: VIEWER, now, onDrop: () => undefined, onReportProblem: () => undefined };
}

const meta: Meta<typeof ClassStatusPanel> = {
  title: 'Class detail/Status panel',
  component: ClassStatusPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ClassStatusPanel>;

/** More than 24 h before start: the video-link notice, Drop class, Join disabled. */
export const MoreThan24hBefore: Story = { args: panel({ now: START - 2 * DAY_MS }) };
/** Between 24 h and 10 min before start: the same notice, no drop, Join disabled. */
export const Within24h: Story = { args: panel({ now: START - 3 * HOUR_MS }) };
/** From 10 min before start: Join class opens the video room, meeting id and passcode show. */
/** The countdown's last minutes before the join window (issue 17): "Starts in 15 min". */
export const FifteenMinutesBefore: Story = { args: panel({ now: START - 15 * MINUTE_MS }) };

export const StartingSoon: Story = { args: panel({ now: START - 5 * MINUTE_MS, cls: { communication_tools: ZOOM } }) };
/** Join window open, meeting details not yet received (the page is fetching them). */
export const StartingSoonWaitingForLink: Story = { args: panel({ now: START - 5 * MINUTE_MS }) };
/** During the class: Currently live, Join, There was a problem. */
export const Live: Story = { args: panel({ now: START + 20 * MINUTE_MS, cls: { communication_tools: ZOOM } }) };
/** After the end, within the 1-day problem window. */
export const CompletedProblemWindow: Story = { args: panel({ now: END + 2 * HOUR_MS }) };
/** After the problem window closed. */
export const CompletedAfterWindow: Story = { args: panel({ now: END + DAY_MS + MINUTE_MS }) };
/** CONFIRMED by the teacher, still within 1 day after the end. */
export const Confirmed: Story = { args: panel({ now: END + HOUR_MS, seat: { status: 'CONFIRMED' } }) };
/** A class of a course, more than 24 h before the course starts: the course reminder, no drop. */
export const CourseClassReminder: Story = {
  args: panel({
    now: START - 3 * DAY_MS,
    cls: { course_id: 40, class_index: 2 },
    course: {
      id: 40,
      title: 'Spanish in 4 weeks',
      status: 'Upcoming',
      start_time: new Date(START).toISOString(),
      end_time: new Date(END + 14 * DAY_MS).toISOString(),
      class_amount: 4,
      price: 1500,
    },
  }),
};
export const CancelledByTeacher: Story = {
  args: panel({ now: START - DAY_MS, seat: { status: 'CANCELLED', update_by: String(TEACHER) } }),
};
export const DroppedByStudent: Story = { args: panel({ now: START - DAY_MS, seat: { status: 'CANCELLED', update_by: String(VIEWER) } }) };
export const CancelledAutomatically: Story = { args: panel({ now: START - DAY_MS, seat: { status: 'CANCELLED', update_by: 'AUTO' } }) };
export const CancelledByAdmin: Story = { args: panel({ now: START - DAY_MS, seat: { status: 'CANCELLED', update_by: 'ADMIN' } }) };
export const CancelledByProvider: Story = {
  args: panel({ now: START - DAY_MS, seat: { status: 'CANCELLED', update_by: null, operator: null } }),
};
/** The whole class was cancelled by the teacher (the class status wins over the seat). */
export const ClassCancelledByTeacher: Story = {
  args: panel({ now: START - DAY_MS, cls: { status: 'CANCELLED', update_by: String(TEACHER) } }),
};
/** The student reported a problem: Canceled, with the problem-reported text. */
export const ProblemReported: Story = { args: panel({ now: END + HOUR_MS, seat: { status: 'PROBLEM' } }) };
