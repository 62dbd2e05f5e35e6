import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { courseSeats, makeCourseGroup } from '../../testing/course-builders';
import { UpcomingGroups } from './upcoming-groups';
import { UpcomingGroupsModal } from './upcoming-groups-modal';

const VIEWER = 42;
const several = [
  makeCourseGroup({ id: 301, course_students: courseSeats(1) }),
  makeCourseGroup({
    id: 302,
    start_time: '2026-12-03T09:00:00.000Z',
    course_students: [...courseSeats(2), { student_id: VIEWER, status: 'Scheduled' }],
  }),
  makeCourseGroup({ id: 303, start_time: '2026-12-05T18:00:00.000Z', max_spots: 4, course_students: courseSeats(4) }),
  makeCourseGroup({ id: 304, start_time: '2026-12-12T15:00:00.000Z', status: 'ReadyForSchedule' }),
];

const meta: Meta<typeof UpcomingGroups> = {
  title: 'Courses/UpcomingGroups',
  component: UpcomingGroups,
  args: {
    viewerId: VIEWER,
    onJoin: () => undefined,
    onViewAll: () => undefined,
    hasMore: true,
    searchHref: '/group-class/spanish?classtype=2',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof UpcomingGroups>;

export const Loading: Story = { args: { groups: undefined } };
/** "No upcoming groups right now". */
export const Empty: Story = { args: { groups: [], hasMore: false } };
/** Join Group, Booked by you; the side list shows the first 2. */
export const Several: Story = { args: { groups: several.slice(0, 2) } };
export const Joining: Story = { args: { groups: several.slice(0, 2), joiningId: 301 } };
export const Failed: Story = { args: { groups: undefined, isError: true, onRetry: () => undefined } };

function ModalDemo({ fetching = false, hasNextPage = false }: { fetching?: boolean; hasNextPage?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      <UpcomingGroupsModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        groups={several}
        hasNextPage={hasNextPage}
        isFetchingNextPage={fetching}
        onLoadMore={() => undefined}
        viewerId={VIEWER}
        onJoin={() => undefined}
      />
    </>
  );
}

/** 000 §2 D "A modal Upcoming Groups", 722 wide: every group, Fully Booked included. */
export const ModalAllGroups: Story = { render: () => <ModalDemo /> };
export const ModalLoadingNextPage: Story = { render: () => <ModalDemo fetching hasNextPage /> };
