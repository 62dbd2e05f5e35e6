import type { Instant } from '../time/instant';
import { getClassPhase } from '../time/windows';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/**
 * The four headlines of a booked class, plus `unknown` for a seat status this package does not
 * know (a newer server): its text is empty, so the page shows no headline rather than a wrong one.
 */
export const CLASS_HEADLINE_CODES = ['upcoming', 'live', 'completed', 'canceled', 'unknown'] as const;
export type ClassHeadlineCode = (typeof CLASS_HEADLINE_CODES)[number];

/** 000 §4 "Class headline": the display text of each headline, character for character. */
export const CLASS_HEADLINE_TEXTS: Readonly<Record<ClassHeadlineCode, string>> = {
  upcoming: 'Upcoming',
  live: 'Currently live',
  completed: 'Completed',
  canceled: 'Canceled',
  unknown: '',
};

export interface ClassHeadline {
  readonly code: ClassHeadlineCode;
  readonly text: string;
}

export interface ClassHeadlineInput {
  readonly bookingStatus: ClassStudentStatus;
  readonly start: Instant;
  readonly end: Instant;
  readonly now: Instant;
  readonly classStatus?: ClassStatus | undefined;
}

/**
 * 000 §4 "Class headline (by the student's status)":
 * "CONFIRMED: Completed. CANCELLED or PROBLEM: Canceled. SCHEDULED: Upcoming before start,
 * Currently live between start and end, Completed after end."
 *
 * Boundaries (SCHEDULED): `now < start` is Upcoming; `start <= now < end` is Currently live (start
 * inclusive, end exclusive); `now >= end` is Completed (end inclusive).
 * Decision: a class whose own `classStatus` is CANCELLED reads Canceled whatever the seat says. A
 * seat status outside CLASS_STUDENT_STATUSES gives `{ code: 'unknown', text: '' }` (never undefined).
 *
 * @example getClassHeadline({ bookingStatus: 'SCHEDULED', start, end, now }).text // 'Currently live'
 */
export function getClassHeadline(input: ClassHeadlineInput): ClassHeadline {
  const code = getClassHeadlineCode(input);
  return { code, text: CLASS_HEADLINE_TEXTS[code] };
}

function getClassHeadlineCode({ bookingStatus, start, end, now, classStatus }: ClassHeadlineInput): ClassHeadlineCode {
  if (classStatus === 'CANCELLED') return 'canceled';
  switch (bookingStatus) {
    case 'CONFIRMED':
      return 'completed';
    case 'CANCELLED':
    case 'PROBLEM':
      return 'canceled';
    case 'SCHEDULED': {
      const phase = getClassPhase({ start, end, now });
      if (phase === 'before') return 'upcoming';
      if (phase === 'live') return 'live';
      return 'completed';
    }
    default:
      return 'unknown';
  }
}
