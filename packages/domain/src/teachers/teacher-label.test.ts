import { describe, expect, it } from 'vitest';
import { getTeacherTypeLabel } from './teacher-label';

describe('getTeacherTypeLabel: 001 §2.5 "a professional-or-community label"', () => {
  it('"Professional Teacher (is_pro) or Community Tutor"', () => {
    expect(getTeacherTypeLabel(1)).toBe('Professional Teacher');
    expect(getTeacherTypeLabel(true)).toBe('Professional Teacher');
    expect(getTeacherTypeLabel(0)).toBe('Community Tutor');
    expect(getTeacherTypeLabel(null)).toBe('Community Tutor');
  });
});
