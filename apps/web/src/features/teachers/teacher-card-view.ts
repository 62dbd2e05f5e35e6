import type { TeacherResultItem } from '@app/api';
import { teacherProfileHref } from '../../lib/profile-paths';
import {
  type AvailabilityTag,
  type CardPrice,
  type CardRating,
  getAvailabilityTag,
  getBookButtonUrl,
  getCalendarDayOffset,
  getCardPrice,
  getCardRating,
  getLevelLabel,
  getSpokenLanguages,
  getTimeLeft,
  isTrialOffered,
  type Instant,
  type TimeLeft,
} from '@app/domain';

/** What the viewer brings to a card: signed in or not, pro or not, their trial state, their clock. */
export interface CardViewer {
  readonly isSignedIn: boolean;
  readonly isPro: boolean;
  readonly trial: { readonly has_trial: boolean; readonly completed_lessons: number } | undefined;
  readonly zone: string;
  readonly isAm: 0 | 1;
}

/** When an instant lesson with the teacher can start: the instant, its calendar day from today and the wait, in the viewer's zone and clock. */
export interface InstantStart {
  readonly at: number;
  readonly dayOffset: number;
  readonly timeLeft: TimeLeft;
  readonly zone: string;
  readonly isAm: 0 | 1;
}

export interface TeacherCardView {
  /** 001 §4.2's tag; not on an instant-lesson card, whose start time says more (see `instantStart`). */
  readonly availability: AvailabilityTag | null;
  /**
   * Instant-lesson cards only (the answer carries `instant_start_time`, issue 17): the earliest start
   * an instant booking can take, or null when the teacher has none within the booking horizon;
   * undefined on every other card.
   */
  readonly instantStart: InstantStart | null | undefined;
  readonly rating: CardRating | null;
  readonly trialOffered: boolean;
  readonly price: CardPrice | null;
  readonly bookUrl: string;
  /** The teacher's profile in the searched language (issue 17: the name on the card opens it). */
  readonly profileUrl: string;
  readonly spoken: readonly { language: string; level: string; isNative: boolean }[];
}

/**
 * Everything a teacher card shows that a rule decides (001 §4.2): the availability tag, the rating,
 * the trial offer and with it the price, book label and booking link, the spoken languages. The
 * card only renders this.
 */
export function getTeacherCardView({
  item,
  viewer,
  language,
  now,
}: {
  item: TeacherResultItem;
  viewer: CardViewer;
  language: string;
  now: Instant;
}): TeacherCardView {
  const info = item.teacher_info;
  const trialOffered = isTrialOffered({
    isSignedIn: viewer.isSignedIn,
    // Until the trial info arrives a signed-in student is treated as a visitor: the card's has_trial decides.
    studentHasTrial: viewer.trial?.has_trial ?? true,
    teacherHasTrial: item.course_info.has_trial,
    completedLessons: viewer.trial?.completed_lessons ?? 0,
  });
  const instantStart = info.instant_start_time;
  return {
    // "Available now" (instant_now) next to a start 40 minutes away would be the promise issue 17 took back.
    availability:
      instantStart === undefined
        ? getAvailabilityTag({
            firstAvailableTime: info.available_time,
            instantNow: info.instant_now,
            now,
            zone: viewer.zone,
            isAm: viewer.isAm,
          })
        : null,
    instantStart:
      instantStart === undefined || instantStart === null
        ? instantStart
        : {
            at: Date.parse(instantStart),
            dayOffset: getCalendarDayOffset({ instant: instantStart, now, zone: viewer.zone }),
            timeLeft: getTimeLeft({ now, target: instantStart }),
            zone: viewer.zone,
            isAm: viewer.isAm,
          },
    rating: getCardRating({ teacher: info, viewerIsPro: viewer.isPro, now }),
    trialOffered,
    price: getCardPrice({ courseInfo: item.course_info, trialOffered }),
    bookUrl: getBookButtonUrl({ teacherId: item.user_info.user_id, language, trialOffered, instantBookable: info.instant_booking }),
    profileUrl: teacherProfileHref({ teacherId: item.user_info.user_id, language }),
    spoken: getSpokenLanguages([...info.teach_language, ...info.also_speak]).map((s) => ({
      language: s.language,
      level: getLevelLabel(s.level) ?? '',
      isNative: s.isNative,
    })),
  };
}
