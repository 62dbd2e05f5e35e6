/**
 * The events commands return (commands/), one type per fact that happened. A command stores them in
 * its own transaction with `recordEvents`; handlers react to them later, once each.
 * Payloads hold ids and amounts, not texts: a handler reads what it shows when it runs.
 */

import type { MailKind } from '@app/api';

/** Who made a state change. */
export type Actor =
  | { readonly kind: 'student'; readonly userId: number }
  | { readonly kind: 'teacher'; readonly userId: number }
  | { readonly kind: 'staff'; readonly userId: number }
  | { readonly kind: 'system' };

export type ActorKind = Actor['kind'];

/** One seat given back: its student and what the wallet got back (USD cents, 0 when nothing was paid for it). */
export interface Refund {
  readonly studentId: number;
  /** The class seat (`group_class_students.id`), course seat (`course_students.id`) or lesson id refunded. */
  readonly seatId: number;
  readonly seatKind: 'class' | 'course' | 'lesson';
  readonly amountCents: number;
}

export type DomainEvent =
  | {
      readonly type: 'SeatBooked';
      readonly classId: number;
      readonly seatId: number;
      readonly studentId: number;
      readonly amountCents: number;
    }
  | {
      readonly type: 'CourseSeatBooked';
      readonly courseId: number;
      readonly seatId: number;
      readonly studentId: number;
      readonly amountCents: number;
    }
  | {
      readonly type: 'LessonBooked';
      readonly lessonId: number;
      readonly studentId: number;
      readonly teacherId: number;
      readonly amountCents: number;
    }
  /** A student left a class, a course or a lesson of theirs (their own seat only). */
  | {
      readonly type: 'SeatCancelled';
      readonly by: ActorKind;
      readonly refund: Refund;
      readonly classId?: number;
      readonly courseId?: number;
      readonly lessonId?: number;
    }
  /** A whole class was cancelled (teacher, staff): every taken seat refunded. */
  | { readonly type: 'ClassCancelled'; readonly classId: number; readonly by: ActorKind; readonly refunds: readonly Refund[] }
  /** A whole course was cancelled (teacher, staff, or the system's auto-cancel of 000 §9). */
  | { readonly type: 'CourseCancelled'; readonly courseId: number; readonly by: ActorKind; readonly refunds: readonly Refund[] }
  /** A lesson was cancelled by its teacher or staff (a student's own cancel is SeatCancelled). */
  | { readonly type: 'LessonCancelled'; readonly lessonId: number; readonly by: ActorKind; readonly refunds: readonly Refund[] }
  | { readonly type: 'ProblemReported'; readonly classId: number; readonly seatId: number; readonly studentId: number }
  /** Time moved a course on (000 §9, the sweep): started at its start; completed at its end, its Scheduled seats Confirmed. */
  | { readonly type: 'CourseStarted'; readonly courseId: number }
  | { readonly type: 'CourseCompleted'; readonly courseId: number }
  /** A class reached its end (the sweep): FINISHED, its Scheduled seats Confirmed. */
  | { readonly type: 'ClassFinished'; readonly classId: number }
  /** A teacher scheduled classes of a topic (one, or a weekly series), or created a course with its classes (issue 14). */
  | { readonly type: 'ClassesScheduled'; readonly teacherId: number; readonly topicId: number; readonly classIds: readonly number[] }
  | {
      readonly type: 'CourseCreated';
      readonly teacherId: number;
      readonly topicId: number;
      readonly courseId: number;
      readonly classIds: readonly number[];
    }
  /** Money put in a wallet outside a booking: the welcome credit on confirming the email, a top-up. */
  | { readonly type: 'WelcomeCredited'; readonly userId: number; readonly amountCents: number }
  /** `checkoutId`: the top-up checkout the provider confirmed (absent for fixtures' direct credits). */
  | { readonly type: 'CreditToppedUp'; readonly userId: number; readonly amountCents: number; readonly checkoutId?: string }
  /** A teacher set her default meeting room (every class without its own room uses it). */
  | { readonly type: 'TeacherRoomSet'; readonly teacherId: number }
  /** A teacher set her one-to-one hours; her open slots were written again (`openSlots`: how many now, within the horizon). */
  | { readonly type: 'AvailabilitySet'; readonly teacherId: number; readonly openSlots: number }
  /** The system rolled a teacher's open slots forward over the horizon from her hours (about once a day). */
  | { readonly type: 'AvailabilityRolled'; readonly teacherId: number; readonly openSlots: number }
  /** A teacher set her lesson types, prices and instant booking. */
  | { readonly type: 'LessonOfferSet'; readonly teacherId: number }
  /** A teacher gave a class its own room (`override: true`) or sent it back to her default. */
  | { readonly type: 'ClassRoomSet'; readonly classId: number; readonly teacherId: number; readonly override: boolean }
  /** A confirmation link was made (sign-up, resend); the token is the one secret a handler cannot read back (only its hash is kept). */
  | {
      readonly type: 'EmailConfirmationRequested';
      readonly userId: number;
      readonly token: string;
      /** The page to go back to after confirming (a same-site path), when the person was on one. */
      readonly returnTo?: string;
    }
  /** The class's teacher marked booked students attended or absent (issue 14; the no-show rules read the marks). */
  | {
      readonly type: 'AttendanceMarked';
      readonly classId: number;
      readonly teacherId: number;
      readonly marks: readonly { readonly studentId: number; readonly attended: boolean }[];
    }
  /** A teacher's topic was created, edited (the fields that changed), archived, or its files changed (issue 14). */
  | { readonly type: 'TopicCreated'; readonly topicId: number; readonly teacherId: number }
  | { readonly type: 'TopicEdited'; readonly topicId: number; readonly fields: readonly string[]; readonly classesUpdated: number }
  | { readonly type: 'TopicArchived'; readonly topicId: number }
  | {
      readonly type: 'TopicFilesChanged';
      readonly topicId: number;
      readonly change: 'material-added' | 'material-removed' | 'cover-set' | 'cover-removed';
      readonly fileId: number | null;
    }
  /** Issue 14 "Become a teacher": an application was sent; staff approved it (the user now teaches) or declined it. */
  | { readonly type: 'TeacherApplied'; readonly applicationId: number; readonly userId: number }
  | { readonly type: 'TeacherApproved'; readonly applicationId: number; readonly userId: number; readonly reviewerId: number }
  | { readonly type: 'TeacherApplicationDeclined'; readonly applicationId: number; readonly userId: number; readonly reviewerId: number }
  /** Issue 15: staff created a gift code or switched one off; a student redeemed one into their wallet (USD cents). */
  | {
      readonly type: 'GiftCodeCreated';
      readonly giftCodeId: number;
      readonly staffId: number;
      readonly amountCents: number;
      readonly maxUses: number;
    }
  | { readonly type: 'GiftCodeDisabled'; readonly giftCodeId: number; readonly staffId: number }
  | { readonly type: 'GiftCodeRedeemed'; readonly giftCodeId: number; readonly userId: number; readonly amountCents: number }
  /**
   * Issue 17, accounts a person can manage. A one-use link's token travels as the confirmation's
   * does (EmailConfirmationRequested): its table keeps only the hash, so the event is the one place
   * its mail's handler can read it from.
   */
  | { readonly type: 'PasswordResetRequested'; readonly userId: number; readonly token: string }
  | { readonly type: 'PasswordReset'; readonly userId: number; readonly sessionsEnded: number }
  | { readonly type: 'PasswordChanged'; readonly userId: number; readonly sessionsEnded: number }
  | { readonly type: 'SessionsEnded'; readonly userId: number; readonly sessionsEnded: number }
  /** The link goes to the new address, which its `email_changes` row (found by the token's hash) holds. */
  | { readonly type: 'EmailChangeRequested'; readonly userId: number; readonly token: string }
  /** `formerEmail`: the address the account left, told of the change; no row keeps it afterwards. */
  | { readonly type: 'EmailChanged'; readonly userId: number; readonly formerEmail: string }
  /** A visitor made an account (unconfirmed; its EmailConfirmationRequested follows). */
  | { readonly type: 'SignedUp'; readonly userId: number }
  /**
   * A sign-up with an address that has an account: nothing changed, but its owner is told. `email`
   * is the address as typed, where the mail goes, so the visitor cannot tell it from a new one.
   */
  | { readonly type: 'AlreadyRegisteredSignUp'; readonly email: string }
  /** The person opened their confirmation link (the welcome credit, if any, is its own WelcomeCredited). */
  | { readonly type: 'EmailConfirmed'; readonly userId: number }
  /** The person changed their zone, clock, currency or language (the fields given). */
  | { readonly type: 'SettingsUpdated'; readonly userId: number; readonly fields: readonly string[] }
  /** Contact teacher (000 §6): a message in the thread of two users, made on the first one. */
  | {
      readonly type: 'MessageSent';
      readonly conversationId: number;
      readonly messageId: number;
      readonly senderId: number;
      readonly recipientId: number;
    }
  /** The reader's unread messages of a thread were marked read (never recorded when none were). */
  | { readonly type: 'ConversationRead'; readonly conversationId: number; readonly userId: number; readonly markedRead: number }
  /** The heart on a teacher or a topic, recorded only when it changed something (saving twice is one save). */
  | { readonly type: 'TeacherFavouriteSet'; readonly userId: number; readonly teacherId: number; readonly favoured: boolean }
  /** A user set a teacher aside ("reduce similar teachers"): the search ranks her last for them. */
  | { readonly type: 'TeacherSetAside'; readonly userId: number; readonly teacherId: number }
  | { readonly type: 'TopicFavouriteSet'; readonly userId: number; readonly topicId: number; readonly favoured: boolean }
  | { readonly type: 'ProfileEdited'; readonly userId: number; readonly fields: readonly string[] }
  | { readonly type: 'AvatarSet'; readonly userId: number; readonly removed: boolean }
  /** The person deleted their account: upcoming bookings dropped (their own SeatCancelled events) or kept by the rules; the row anonymised. */
  | {
      readonly type: 'AccountDeleted';
      readonly userId: number;
      readonly dropped: number;
      readonly kept: number;
      readonly sessionsEnded: number;
    }
  /** Issue 17: a student wrote (or, within 7 days, edited) her review of a class seat or lesson; the teacher replied to one. */
  | {
      readonly type: 'ReviewWritten';
      readonly reviewId: number;
      readonly teacherId: number;
      readonly studentId: number;
      readonly rating: number;
      readonly edited: boolean;
    }
  | { readonly type: 'ReviewReplied'; readonly reviewId: number; readonly teacherId: number; readonly studentId: number }
  /** The user switched optional mails off or on in /settings (only the kinds that changed; none recorded when nothing did). */
  | {
      readonly type: 'MailPreferencesSet';
      readonly userId: number;
      readonly switchedOff: readonly MailKind[];
      readonly switchedOn: readonly MailKind[];
    }
  /** A mail's unsubscribe link (confirm button or one-click POST) switched its kind off for its user (not again on a second use). */
  | { readonly type: 'MailUnsubscribed'; readonly userId: number; readonly kind: MailKind }
  /** The user made their private calendar feed (`created`) or gave it a new secret address; the token is not in the payload. */
  | { readonly type: 'CalendarFeedReset'; readonly userId: number; readonly created: boolean }
  /** Feedback from the search page (a topic request or a general note), by a signed-in user or a visitor (`userId` null). */
  | { readonly type: 'FeedbackSent'; readonly feedbackId: number; readonly userId: number | null; readonly category: 'topic' | 'general' }
  /** A keyword went to the top of the user's search history (not recorded when it already was, as typed). */
  | { readonly type: 'SearchWordSaved'; readonly userId: number }
  /** The user cleared their search history (not recorded when it was already empty). */
  | { readonly type: 'SearchHistoryCleared'; readonly userId: number; readonly removed: number }
  /** A support request from the widget's contact form (`userId` 0 for a visitor); its texts stay in the row. */
  | { readonly type: 'SupportRequestFiled'; readonly requestId: number; readonly userId: number }
  /** The user closed a marketing popup (not recorded for a second close). */
  | { readonly type: 'PopupDismissed'; readonly userId: number; readonly popupId: number };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
