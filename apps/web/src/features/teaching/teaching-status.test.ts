import { HOUR_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeTeachingClassRow, TEACHER_ID } from '../../testing/teaching-builders';
import { getTeachingClassCanceller, getTeachingClassHeadline } from './teaching-status';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const END = START + HOUR_MS;

describe("teaching: a class in its teacher's words", () => {
  it('an UPCOMING class: Upcoming before start, Currently live from start, Completed from end', () => {
    const row = makeTeachingClassRow();
    expect(getTeachingClassHeadline({ row, now: START - 1 })).toBe('upcoming');
    expect(getTeachingClassHeadline({ row, now: START })).toBe('live');
    expect(getTeachingClassHeadline({ row, now: END - 1 })).toBe('live');
    expect(getTeachingClassHeadline({ row, now: END })).toBe('completed');
  });

  it('CANCELLED reads Canceled and FINISHED Completed, whatever the clock says', () => {
    expect(getTeachingClassHeadline({ row: makeTeachingClassRow({ status: 'CANCELLED' }), now: START - HOUR_MS })).toBe('canceled');
    expect(getTeachingClassHeadline({ row: makeTeachingClassRow({ status: 'FINISHED' }), now: START - HOUR_MS })).toBe('completed');
  });

  it('who cancelled: the teacher (their id), automatic, admin; another user id or nothing reads as the provider; none when not cancelled', () => {
    const cancelled = (update_by: string | null) =>
      getTeachingClassCanceller({ row: makeTeachingClassRow({ status: 'CANCELLED', update_by }), teacherId: TEACHER_ID });
    expect(cancelled(String(TEACHER_ID))).toBe('teacher');
    expect(cancelled('AUTO')).toBe('auto');
    expect(cancelled('ADMIN')).toBe('admin');
    expect(cancelled('123456')).toBe('provider');
    expect(cancelled(null)).toBe('provider');
    expect(getTeachingClassCanceller({ row: makeTeachingClassRow({ update_by: String(TEACHER_ID) }), teacherId: TEACHER_ID })).toBeNull();
  });
});
