import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { getCanceller, type Canceller } from './canceller';
import type { UpdateBy } from './statuses';

const ids = { teacherId: TEACHER_ID, studentId: STUDENT_ID };

describe('getCanceller: 000 §4 "It is decided from operator and update_by."', () => {
  it.each<[UpdateBy | null, Canceller]>([
    [TEACHER_ID, 'teacher'],
    [String(TEACHER_ID), 'teacher'],
    [STUDENT_ID, 'student'],
    ['AUTO', 'auto'],
    ['ADMIN', 'admin'],
    ['admin', 'admin'],
    ['PROVIDER', 'provider'],
    [777, 'provider'],
    ['ZOOM', 'provider'],
    [null, 'provider'],
  ])('update_by %s -> %s', (updateBy, who) => {
    expect(getCanceller({ updateBy, ...ids })).toBe(who);
  });
  it('operator decides when update_by is missing or says nothing known', () => {
    expect(getCanceller({ updateBy: null, operator: 'AUTO', ...ids })).toBe('auto');
    expect(getCanceller({ updateBy: 777, operator: 'ADMIN', ...ids })).toBe('admin');
    expect(getCanceller({ updateBy: ' ', operator: 'TEACHER', ...ids })).toBe('teacher');
  });
  it('update_by wins over operator when both name someone', () => {
    expect(getCanceller({ updateBy: STUDENT_ID, operator: 'ADMIN', ...ids })).toBe('student');
  });

  const valueArb = fc.oneof(
    fc.constantFrom<UpdateBy | null | undefined>(
      TEACHER_ID,
      STUDENT_ID,
      String(STUDENT_ID),
      'AUTO',
      'ADMIN',
      'PROVIDER',
      'auto',
      null,
      undefined,
      '',
    ),
    fc.integer({ min: 1, max: 5000 }),
    fc.string(),
    fc.constantFrom(' 0900 ', 'teacher', 'Student', '9001', '-900', '900.5'),
  );
  function oracleOne(v: UpdateBy | null | undefined): Canceller | null {
    if (v === null || v === undefined) return null;
    const s = String(v).trim();
    const id = /^[0-9]+$/.test(s) ? Number.parseInt(s, 10) : Number.NaN;
    if (id === TEACHER_ID || s.toUpperCase() === 'TEACHER') return 'teacher';
    if (id === STUDENT_ID || s.toUpperCase() === 'STUDENT') return 'student';
    const word = { AUTO: 'auto', ADMIN: 'admin', PROVIDER: 'provider' } as const;
    const key = s.toUpperCase();
    return key === 'AUTO' || key === 'ADMIN' || key === 'PROVIDER' ? word[key] : null;
  }
  it('property: first known of (update_by, operator), else provider', () => {
    fc.assert(
      fc.property(valueArb, valueArb, (updateBy, operator) => {
        expect(getCanceller({ updateBy, operator, ...ids })).toBe(oracleOne(updateBy) ?? oracleOne(operator) ?? 'provider');
      }),
    );
  });
});
