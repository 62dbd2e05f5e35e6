import { getClassActions, getClassHeadline } from '@app/domain';

// A booked one-hour class, looked at 5 minutes before it starts.
const booked = { bookingStatus: 'SCHEDULED', start: '2026-03-12T18:00:00Z', end: '2026-03-12T19:00:00Z' } as const;
const now = '2026-03-12T17:55:00Z';

console.log(getClassHeadline({ ...booked, now }).text); // → 'Upcoming'
const { canDrop, join, notice, showMeetingDetails } = getClassActions({ ...booked, now });
console.log({ canDrop, join, notice: notice?.text, showMeetingDetails }); // → { canDrop: false, join: 'enabled', notice: 'Your class starts in a few minutes. Click Join class to enter the video room.', showMeetingDetails: true }
