import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MIN_LENGTH } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { DeclineTeacherApplicationBodySchema } from './teacher-application';

const problemsOf = (reason: string) =>
  DeclineTeacherApplicationBodySchema.safeParse({ reason }).error?.issues.map((issue) => ({
    path: issue.path,
    problem: issue.code === 'custom' ? (issue.params as { problem?: string } | undefined)?.problem : issue.code,
  })) ?? [];

describe('DeclineTeacherApplicationBodySchema: the reason, shared by the server and the staff dialog', () => {
  it('trims, and counts characters (not UTF-16 units) at both bounds, inclusive', () => {
    const shortest = 'é'.repeat(DECLINE_REASON_MIN_LENGTH);
    expect(DeclineTeacherApplicationBodySchema.parse({ reason: `  ${shortest}\n` })).toEqual({ reason: shortest });
    expect(DeclineTeacherApplicationBodySchema.safeParse({ reason: '😀'.repeat(DECLINE_REASON_MAX_LENGTH) }).success).toBe(true);
  });

  it('names each refusal by its problem, for the dialog to word it: tooShort below the minimum, tooLong above the maximum', () => {
    expect(problemsOf(`  ${'x'.repeat(DECLINE_REASON_MIN_LENGTH - 1)}   `)).toEqual([{ path: ['reason'], problem: 'tooShort' }]);
    expect(problemsOf('x'.repeat(DECLINE_REASON_MAX_LENGTH + 1))).toEqual([{ path: ['reason'], problem: 'tooLong' }]);
  });
});
