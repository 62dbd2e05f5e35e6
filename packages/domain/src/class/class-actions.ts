import type { Instant } from '../time/instant';
import { getClassPhase, isInJoinWindow, isInProblemReportWindow, isMoreThan24hBefore } from '../time/windows';
import { decideDropClass, isCourseClass } from './drop-class';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/** Button label, 000 §4: "Drop class is available". */
export const DROP_CLASS_BUTTON_TEXT = 'Drop class';
/** Button label, 000 §4: "Join class opens the video room". */
export const JOIN_CLASS_BUTTON_TEXT = 'Join class';
/** Button label, 000 §4: "Completed, with the There was a problem button". */
export const PROBLEM_REPORT_BUTTON_TEXT = 'There was a problem';

/** 000 §4 "More than 24 h before the course start: a reminder message." The spec gives no text; this is ours. */
export const CLASS_COURSE_REMINDER_TEXT =
  'This class is part of a course. You can cancel your spot in the course for a full refund until 24 hours before the course starts.';
/** 000 §4 "a notice that the video link appears 10 minutes before". The spec gives no exact text; this is ours. */
export const CLASS_VIDEO_LINK_NOTICE_TEXT = 'The link to the video class will appear here 10 minutes before the class starts.';
/** 000 §4 "Join class opens the video room" in the 10 minutes before start (the live message comes at the start). The spec gives no text; this is ours. */
export const CLASS_STARTING_SOON_NOTICE_TEXT = 'Your class starts in a few minutes. Click Join class to enter the video room.';
/** 000 §4 "Live message, join and There was a problem buttons show during the class." The spec gives no text; this is ours. */
export const CLASS_LIVE_NOTICE_TEXT = 'Your class is open. Click Join class to enter the video room.';
/** 000 §4 "After the end: Completed". */
export const CLASS_COMPLETED_NOTICE_TEXT = 'Completed';

/** Issue 17: why a booked class has no Drop class any more (000 §4 "Between 24 h and 10 min before start: ... no drop"). */
export const DROP_CLASS_CLOSED_TEXT = 'You can no longer drop this class: it starts in less than 24 hours';

/** Which notice the status panel shows. */
export const CLASS_NOTICE_KINDS = ['video-link-soon', 'starting-soon', 'live', 'completed'] as const;
export type ClassNoticeKind = (typeof CLASS_NOTICE_KINDS)[number];

/** `hidden`: no Join class button; `disabled`: shown greyed out; `enabled`: opens the video room. */
export const CLASS_JOIN_STATES = ['hidden', 'disabled', 'enabled'] as const;
export type ClassJoinState = (typeof CLASS_JOIN_STATES)[number];

const NOTICE_TEXTS: Readonly<Record<ClassNoticeKind, string>> = {
  'video-link-soon': CLASS_VIDEO_LINK_NOTICE_TEXT,
  'starting-soon': CLASS_STARTING_SOON_NOTICE_TEXT,
  live: CLASS_LIVE_NOTICE_TEXT,
  completed: CLASS_COMPLETED_NOTICE_TEXT,
};

/** What the status panel of a booked class shows. */
export interface ClassActions {
  /** The course reminder text, or null. Shown above the notice. */
  readonly courseReminder: string | null;
  readonly notice: { readonly kind: ClassNoticeKind; readonly text: string } | null;
  /** "Drop class" is offered: exactly when decideDropClass answers `cancel` (never for a class of a course). */
  readonly canDrop: boolean;
  /**
   * Drop class is gone because the class starts in 24 h or less (a standalone class, before its
   * start): the panel says so (DROP_CLASS_CLOSED_TEXT) instead of leaving the student to wonder.
   */
  readonly dropClosed: boolean;
  readonly join: ClassJoinState;
  /** "There was a problem" is shown. */
  readonly showProblemReport: boolean;
  /** Meeting id and passcode are shown (see canSeeMeetingDetails). */
  readonly showMeetingDetails: boolean;
}

const NO_ACTIONS: ClassActions = {
  courseReminder: null,
  notice: null,
  canDrop: false,
  dropClosed: false,
  join: 'hidden',
  showProblemReport: false,
  showMeetingDetails: false,
};

function withNotice(kind: ClassNoticeKind): ClassActions['notice'] {
  return { kind, text: NOTICE_TEXTS[kind] };
}

/**
 * 000 §4 "Class action for a SCHEDULED booking, by time":
 * - "More than 24 h before the course start: a reminder message." (only for a class of a course
 *   whose `courseStart` is given; `courseStart - now > 24 h`, exclusive: at exactly 24 h, no reminder)
 * - "More than 24 h before class start: a notice that the video link appears 10 minutes before. Drop
 *   class is available and the join button is disabled." (`start - now > 24 h`, exclusive). Drop is
 *   offered exactly when `decideDropClass` answers `cancel`, so never for a class of a course
 *   (`courseId` set or `courseStart` given): the course reminder points to the course spot instead.
 * - "Between 24 h and 10 min before start: the same notice, no drop, join disabled." From then until
 *   the start a standalone class says why Drop is gone (`dropClosed`, issue 17).
 * - "From 10 min before start until the class ends: Join class opens the video room" (join enabled
 *   and meeting details shown in `[start - 10 min, end)`: start - 10 min inclusive, end exclusive);
 *   in `[start - 10 min, start)` the notice is `starting-soon`.
 * - "Live message, join and There was a problem buttons show during the class." (live notice and
 *   problem report in `[start, end)`: start inclusive, end exclusive)
 * - "After the end: Completed, with the There was a problem button." (problem report in
 *   `[end, end + 1 day)`, see Decisions; join hidden)
 * - "CONFIRMED shows the problem report option only within 1 day after the class end." (`[end, end + 1 day)`)
 * - "The meeting id and passcode are shown only from 10 min before start while scheduled and not ended."
 *
 * CANCELLED and PROBLEM bookings, any other seat status, and any booking of a class whose
 * `classStatus` is CANCELLED, get no actions (show getClassCancellationText instead).
 *
 * @example getClassActions({ bookingStatus: 'SCHEDULED', start, end, now, courseId: cls.course_id }).join // 'enabled' | 'disabled' | 'hidden'
 */
export function getClassActions({
  bookingStatus,
  start,
  end,
  now,
  courseStart,
  courseId,
  classStatus,
}: {
  bookingStatus: ClassStudentStatus;
  start: Instant;
  end: Instant;
  now: Instant;
  /** The start of the course this class belongs to; omit for a standalone class. */
  courseStart?: Instant | null | undefined;
  /** The class's `course_id`; set for a class of a course (no drop). */
  courseId?: number | null | undefined;
  classStatus?: ClassStatus | undefined;
}): ClassActions {
  if (classStatus === 'CANCELLED') return NO_ACTIONS;
  const inProblemWindow = isInProblemReportWindow({ end, now });

  if (bookingStatus === 'CONFIRMED') {
    return { ...NO_ACTIONS, notice: withNotice('completed'), showProblemReport: inProblemWindow };
  }
  if (bookingStatus !== 'SCHEDULED') return NO_ACTIONS;

  const courseReminder =
    courseStart !== undefined && courseStart !== null && isMoreThan24hBefore({ start: courseStart, now })
      ? CLASS_COURSE_REMINDER_TEXT
      : null;
  const phase = getClassPhase({ start, end, now });
  const dropClosed = !isCourseClass({ courseId, courseStart }) && !isMoreThan24hBefore({ start, now });

  if (phase === 'ended') {
    return { ...NO_ACTIONS, courseReminder, notice: withNotice('completed'), showProblemReport: inProblemWindow };
  }
  if (phase === 'live') {
    return {
      courseReminder,
      notice: withNotice('live'),
      canDrop: false,
      dropClosed: false,
      join: 'enabled',
      showProblemReport: true,
      showMeetingDetails: true,
    };
  }
  if (isInJoinWindow({ start, end, now })) {
    return {
      courseReminder,
      notice: withNotice('starting-soon'),
      canDrop: false,
      dropClosed,
      join: 'enabled',
      showProblemReport: false,
      showMeetingDetails: true,
    };
  }
  // Before the join window opens.
  return {
    courseReminder,
    notice: withNotice('video-link-soon'),
    canDrop: decideDropClass({ orderStatus: bookingStatus, start, now, classStatus, courseId, courseStart }).outcome === 'cancel',
    dropClosed,
    join: 'disabled',
    showProblemReport: false,
    showMeetingDetails: false,
  };
}
