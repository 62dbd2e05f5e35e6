import { describe, expect, it } from 'vitest';
import { BookLessonBodySchema, LessonBookingOptionsQuerySchema } from './lessons';
import { MyClassesResponseSchema } from './my-classes';

describe('lesson schemas', () => {
  it('the booking page query: flags are 0/1, the language is read lower-case', () => {
    expect(LessonBookingOptionsQuerySchema.parse({ teacher_id: '42', language: 'Spanish', instant_book: '1' })).toEqual({
      teacher_id: 42,
      language: 'spanish',
      instant_book: true,
      book_trial_only: false,
    });
    expect(
      LessonBookingOptionsQuerySchema.safeParse({ teacher_id: '42', language: 'spanish', book_trial_only: 'yes' }).error?.issues[0]?.path,
    ).toEqual(['book_trial_only']);
  });

  it('the book body: 30 or 60 minutes, an ISO instant with an offset', () => {
    const body = { teacher_id: 42, language: 'spanish', start_time: '2026-03-10T12:00:00Z', duration: 30, is_trial: true };
    expect(BookLessonBodySchema.parse(body)).toEqual({ ...body, instant_book: false });
    expect(BookLessonBodySchema.safeParse({ ...body, duration: 45 }).error?.issues[0]?.path).toEqual(['duration']);
    expect(BookLessonBodySchema.safeParse({ ...body, start_time: '2026-03-10 12:00' }).error?.issues[0]?.path).toEqual(['start_time']);
    expect(BookLessonBodySchema.safeParse({ ...body, start_time: '2026-02-30T12:00:00Z' }).error?.issues[0]?.path).toEqual(['start_time']);
    expect(BookLessonBodySchema.safeParse({ ...body, start_time: '2026-03-10T12:00:00.1234567890Z' }).error?.issues[0]?.path).toEqual([
      'start_time',
    ]);
    expect(BookLessonBodySchema.parse({ ...body, start_time: '2026-03-10T13:00:00+01:00' }).start_time).toBe('2026-03-10T13:00:00+01:00');
  });

  it('My classes lists lessons beside class and course seats', () => {
    const lesson = {
      kind: 'lesson',
      student_booked_id: 1,
      language: 'spanish',
      start_time: '2026-03-10T12:00:00.000Z',
      end_time: '2026-03-10T12:30:00.000Z',
      duration: 30,
      is_trial: true,
      price: 500,
      teacher: { user_id: 9, nickname: 'Lucía', avatar_file_name: null },
      lesson_status: 'BOOKED',
    };
    const parsed = MyClassesResponseSchema.parse({ data: { classes: [lesson], paging: { page: 1, total: 1, has_next: false } } });
    expect(parsed.data.classes[0]?.kind).toBe('lesson');
    expect(
      MyClassesResponseSchema.safeParse({
        data: { classes: [{ ...lesson, lesson_status: 'DONE' }], paging: { page: 1, total: 1, has_next: false } },
      }).success,
    ).toBe(false);
  });
});
