import { describe, expect, it } from 'vitest';
import { eventPageOfPath } from './event-pages';

describe('eventPageOfPath', () => {
  it.each([
    ['/group-class', 'landing'],
    ['/group-class/english', 'group_class_search'],
    ['/group-class/teacher/12/spanish', 'teacher_group_class'],
    ['/group-class-online/topic/3', 'topic'],
    ['/group-class-online/class/9', 'class'],
    ['/group-course/7', 'course'],
    ['/group-course/order/5', 'course_order'],
    ['/group-course/class', 'course_class'],
    ['/teachers/spanish/mx', 'teacher_search'],
    ['/instant-lessons', 'instant_lessons'],
    ['/teacher/4/english', 'teacher_profile'],
    ['/payment', 'payment'],
    ['/signin', null],
    ['/admin/report', null],
  ])('%s -> %s', (path, page) => {
    expect(eventPageOfPath(path)).toBe(page);
  });
});
