import { describe, expect, it } from 'vitest';
import { CLASS_STATUSES } from './statuses';
import { COURSE_STATUSES } from '../course/statuses';
import { canShare } from './share';

describe('canShare: 000 §4 "a share link is offered only for classes READY_FOR_SCHEDULE or UPCOMING, or topics and courses in the approved state"', () => {
  it.each(CLASS_STATUSES)('class %s', (status) => {
    expect(canShare({ kind: 'class', status })).toBe(status === 'READY_FOR_SCHEDULE' || status === 'UPCOMING');
  });
  it('topic: only APPROVE', () => {
    expect(canShare({ kind: 'topic', status: 'APPROVE' })).toBe(true);
    expect(canShare({ kind: 'topic', status: 'PENDING' })).toBe(false);
    expect(canShare({ kind: 'topic', status: 'approve' })).toBe(false);
  });
  it.each(COURSE_STATUSES)('course %s: only Approved', (status) => {
    expect(canShare({ kind: 'course', status })).toBe(status === 'Approved');
  });
});
