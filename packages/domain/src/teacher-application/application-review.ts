import { countCharacters } from '../search/text-length';
import { DAY_MS } from '../time/constants';
import { toEpochMs, type Instant as InstantInput } from '../time/instant';

/** Issue 14: "the application waits for staff approval (an ADMIN approves or declines with a reason)". */
export const TEACHER_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type TeacherApplicationStatus = (typeof TEACHER_APPLICATION_STATUSES)[number];

/** A decline's reason, trimmed: at least this many characters (a reason the applicant can act on). */
export const DECLINE_REASON_MIN_LENGTH = 10;
/** A decline's reason, trimmed: at most this many characters. */
export const DECLINE_REASON_MAX_LENGTH = 1000;
/**
 * After a decline the applicant may apply again once this long has passed since the review
 * (inclusive: exactly 7 days after is allowed), long enough to act on the reason, short enough
 * not to lose a teacher.
 */
export const REAPPLY_COOL_DOWN_MS = 7 * DAY_MS;

/** The user's latest application, if any, as the apply rule reads it. */
export interface LatestApplication {
  readonly status: TeacherApplicationStatus;
  /** When staff decided; null while pending. */
  readonly reviewedAt: InstantInput | null;
}

export type ApplyDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'AlreadyATeacher' }
  | { readonly ok: false; readonly reason: 'TeacherApplicationPending' }
  | { readonly ok: false; readonly reason: 'ReapplyTooSoon'; readonly reapplyAt: number };

/**
 * Issue 14 "a signed-in user applies ... the application waits for staff approval": a teacher (or
 * anyone whose latest application was approved) does not apply; a user with a pending application
 * cannot apply again; a declined user may re-apply from `reviewedAt + REAPPLY_COOL_DOWN_MS`
 * (inclusive). Staff may apply like anyone else.
 */
export function decideTeacherApply({
  isTeacher,
  latest,
  now,
}: {
  isTeacher: boolean;
  latest: LatestApplication | null;
  now: InstantInput;
}): ApplyDecision {
  if (isTeacher || latest?.status === 'APPROVED') return { ok: false, reason: 'AlreadyATeacher' };
  if (latest?.status === 'PENDING') return { ok: false, reason: 'TeacherApplicationPending' };
  if (latest?.status === 'DECLINED' && latest.reviewedAt !== null) {
    const reapplyAt = toEpochMs(latest.reviewedAt) + REAPPLY_COOL_DOWN_MS;
    if (toEpochMs(now) < reapplyAt) return { ok: false, reason: 'ReapplyTooSoon', reapplyAt };
  }
  return { ok: true };
}

export type ReviewChoice = { readonly kind: 'approve' } | { readonly kind: 'decline'; readonly reason: string };

export type ReviewDecision =
  | { readonly ok: true; readonly status: 'APPROVED'; readonly reason: null }
  | { readonly ok: true; readonly status: 'DECLINED'; readonly reason: string }
  | { readonly ok: false; readonly reason: 'ApplicationNotPending' }
  | { readonly ok: false; readonly reason: 'DeclineReasonTooShort' | 'DeclineReasonTooLong' };

/**
 * Issue 14 "an ADMIN approves or declines with a reason": only a PENDING application is reviewed
 * (a second approve or a decline after an approve is refused); a decline carries a reason of
 * `DECLINE_REASON_MIN_LENGTH..DECLINE_REASON_MAX_LENGTH` characters once trimmed (inclusive).
 */
export function decideApplicationReview({ status, choice }: { status: TeacherApplicationStatus; choice: ReviewChoice }): ReviewDecision {
  if (status !== 'PENDING') return { ok: false, reason: 'ApplicationNotPending' };
  if (choice.kind === 'approve') return { ok: true, status: 'APPROVED', reason: null };
  const reason = choice.reason.trim();
  const length = countCharacters(reason);
  if (length < DECLINE_REASON_MIN_LENGTH) return { ok: false, reason: 'DeclineReasonTooShort' };
  if (length > DECLINE_REASON_MAX_LENGTH) return { ok: false, reason: 'DeclineReasonTooLong' };
  return { ok: true, status: 'DECLINED', reason };
}
