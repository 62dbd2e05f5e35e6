import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import {
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASON_MIN_LENGTH,
  REAPPLY_COOL_DOWN_MS,
  TEACHER_APPLICATION_STATUSES,
  decideApplicationReview,
  decideTeacherApply,
} from './application-review';

const now = Date.UTC(2026, 10, 26, 12);

describe('decideTeacherApply (issue 14 "the application waits for staff approval")', () => {
  it('a user without an application may apply', () => {
    expect(decideTeacherApply({ isTeacher: false, latest: null, now })).toEqual({ ok: true });
  });

  it('a teacher, or a user whose application was approved, does not apply', () => {
    expect(decideTeacherApply({ isTeacher: true, latest: null, now })).toEqual({ ok: false, reason: 'AlreadyATeacher' });
    expect(decideTeacherApply({ isTeacher: false, latest: { status: 'APPROVED', reviewedAt: now - 1 }, now })).toEqual({
      ok: false,
      reason: 'AlreadyATeacher',
    });
  });

  it('a user with a pending application cannot apply again', () => {
    expect(decideTeacherApply({ isTeacher: false, latest: { status: 'PENDING', reviewedAt: null }, now })).toEqual({
      ok: false,
      reason: 'TeacherApplicationPending',
    });
  });

  it('a declined user re-applies from 7 days after the review: -1 ms refused, exactly and +1 ms allowed', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -1, max: 1 }), (reviewedAt, delta) => {
        const at = reviewedAt + REAPPLY_COOL_DOWN_MS + delta;
        const decision = decideTeacherApply({ isTeacher: false, latest: { status: 'DECLINED', reviewedAt }, now: at });
        expect(decision).toEqual(
          delta < 0 ? { ok: false, reason: 'ReapplyTooSoon', reapplyAt: reviewedAt + REAPPLY_COOL_DOWN_MS } : { ok: true },
        );
      }),
    );
  });

  it('reads ISO instants as well as epoch ms', () => {
    const reviewedAt = new Date(now - REAPPLY_COOL_DOWN_MS).toISOString();
    expect(decideTeacherApply({ isTeacher: false, latest: { status: 'DECLINED', reviewedAt }, now })).toEqual({ ok: true });
  });
});

describe('decideApplicationReview (issue 14 "an ADMIN approves or declines with a reason")', () => {
  it('approves a pending application', () => {
    expect(decideApplicationReview({ status: 'PENDING', choice: { kind: 'approve' } })).toEqual({
      ok: true,
      status: 'APPROVED',
      reason: null,
    });
  });

  it('only a pending application is reviewed: a second approve, or a decline after a review, is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEACHER_APPLICATION_STATUSES.filter((s) => s !== 'PENDING')),
        fc.constantFrom({ kind: 'approve' } as const, { kind: 'decline', reason: 'Your video link does not play.' } as const),
        (status, choice) => {
          expect(decideApplicationReview({ status, choice })).toEqual({ ok: false, reason: 'ApplicationNotPending' });
        },
      ),
    );
  });

  it('a decline keeps its trimmed reason, refused below 10 or above 1000 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DECLINE_REASON_MAX_LENGTH + 3 }), fc.constantFrom('a', 'ñ', '🙂'), (n, char) => {
        const reason = char.repeat(n);
        const decision = decideApplicationReview({ status: 'PENDING', choice: { kind: 'decline', reason: ` ${reason} ` } });
        if (n < DECLINE_REASON_MIN_LENGTH) expect(decision).toEqual({ ok: false, reason: 'DeclineReasonTooShort' });
        else if (n > DECLINE_REASON_MAX_LENGTH) expect(decision).toEqual({ ok: false, reason: 'DeclineReasonTooLong' });
        else expect(decision).toEqual({ ok: true, status: 'DECLINED', reason });
      }),
    );
  });
});
