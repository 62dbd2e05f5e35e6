import type { ClassStatus } from '../class/statuses';
import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import type { TopicDraft } from './topic-draft';

/** A class of the topic as the edit rule sees it: its times, status and how many seats are taken (not cancelled). */
export interface TopicClassFacts {
  readonly start_time: Instant;
  readonly end_time: Instant;
  readonly status: ClassStatus;
  readonly bookedCount: number;
}

/** The fields a booked class holds students to: changing them would change what they paid for. */
export const TOPIC_FIELDS_LOCKED_BY_BOOKINGS = ['price', 'duration', 'language_level'] as const;
export type TopicLockedField = (typeof TOPIC_FIELDS_LOCKED_BY_BOOKINGS)[number] | 'student_capacity';

export interface TopicEditRefusal {
  readonly field: TopicLockedField;
  readonly message: string;
}

export type TopicEditDecision =
  | { readonly outcome: 'allowed' }
  | { readonly outcome: 'locked'; readonly refusals: readonly TopicEditRefusal[]; readonly message: string };

const FIELD_NAMES: Readonly<Record<TopicLockedField, string>> = {
  price: 'the price',
  duration: 'the length',
  language_level: 'the level',
  student_capacity: 'the capacity',
};

/**
 * True for a class whose students hold the topic to its terms: not cancelled, not yet ended
 * (`now < end`: a class in progress still counts), and at least one seat taken.
 */
export function isBookedUpcomingClass(cls: TopicClassFacts, now: Instant): boolean {
  return cls.status !== 'CANCELLED' && cls.bookedCount > 0 && toEpochMs(now) < toEpochMs(cls.end_time);
}

/**
 * Issue 14: "A topic with booked classes keeps what students paid for: edits that would change a
 * booked class's price, time, length, level or capacity below the booked count are refused with a
 * clear message."
 *
 * While any class of the topic is booked and not ended (isBookedUpcomingClass), a change of
 * `price`, `duration` or `language_level` is refused, and so is a `student_capacity` below the
 * largest booked count (equal to it is allowed: nobody loses a seat). Text (title, intro,
 * outcomes), category, tag and a larger capacity are always allowed. Each refusal names the field.
 * (Class times belong to the classes, not the topic: the schedule's own rules keep them.)
 *
 * @example decideTopicEdit({ before, changes: { price: 900 }, classes: [{ ...cls, bookedCount: 2 }], now }).outcome // 'locked'
 */
export function decideTopicEdit({
  before,
  changes,
  classes,
  now,
}: {
  before: Pick<TopicDraft, TopicLockedField>;
  changes: Partial<TopicDraft>;
  classes: readonly TopicClassFacts[];
  now: Instant;
}): TopicEditDecision {
  const booked = classes.filter((cls) => isBookedUpcomingClass(cls, now));
  if (booked.length === 0) return { outcome: 'allowed' };
  const mostBooked = Math.max(...booked.map((cls) => cls.bookedCount));
  const refusals: TopicEditRefusal[] = [];
  for (const field of TOPIC_FIELDS_LOCKED_BY_BOOKINGS) {
    const next = changes[field];
    if (next !== undefined && next !== before[field]) {
      refusals.push({
        field,
        message: `${capitalise(FIELD_NAMES[field])} cannot change while ${countText(booked.length)} of this topic ${booked.length === 1 ? 'is' : 'are'} booked.`,
      });
    }
  }
  const capacity = changes.student_capacity;
  if (capacity !== undefined && capacity < mostBooked) {
    refusals.push({
      field: 'student_capacity',
      message: `The capacity cannot go below ${mostBooked}: a class of this topic already has ${mostBooked} students booked.`,
    });
  }
  if (refusals.length === 0) return { outcome: 'allowed' };
  return { outcome: 'locked', refusals, message: refusals.map((r) => r.message).join(' ') };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const countText = (n: number): string => (n === 1 ? '1 upcoming class' : `${n} upcoming classes`);
