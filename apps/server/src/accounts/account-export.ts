import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, ledgerEntries, reviews } from '../db/schema-catalog';
import { conversationMessages } from '../db/schema-messages';
import { lessons } from '../db/schema-lessons';
import { notFoundError } from '../errors/app-error';
import { listAccountSessions } from './account-sessions';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * Issue 17 "download my data (JSON file of the account, bookings, ledger, messages, reviews if
 * any)": everything stored about the user that is theirs to read. Never the password hash, session
 * tokens or link tokens (secrets, not data about them), nor other people's addresses.
 */
export async function exportAccountData(db: Db, { userId, now }: { userId: number; now: number }) {
  const [user] = await db.select().from(users).where(eq(users.user_id, userId));
  if (!user) throw notFoundError('User');
  const [languages, classSeats, courseSeats, ownLessons, ledger, messages, ownReviews, sessionList] = await Promise.all([
    db
      .select({ language: userLanguages.language, level: userLanguages.level, is_learning: userLanguages.is_learning })
      .from(userLanguages)
      .where(eq(userLanguages.user_id, userId))
      .orderBy(asc(userLanguages.position)),
    db
      .select({
        seat_id: groupClassStudents.id,
        class_id: groupClassStudents.group_class_id,
        title: groupClasses.title,
        start_time: groupClasses.start_time,
        end_time: groupClasses.end_time,
        status: groupClassStudents.status,
        course_seat_id: groupClassStudents.course_student_id,
        booked_at: groupClassStudents.created_at,
      })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .where(eq(groupClassStudents.student_id, userId))
      .orderBy(asc(groupClassStudents.id)),
    db
      .select({
        seat_id: courseStudents.id,
        course_id: courseStudents.course_id,
        start_time: courses.start_time,
        end_time: courses.end_time,
        status: courseStudents.status,
        booked_at: courseStudents.created_at,
      })
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.course_id))
      .where(eq(courseStudents.student_id, userId))
      .orderBy(asc(courseStudents.id)),
    db
      .select({
        lesson_id: lessons.id,
        teacher_id: lessons.teacher_id,
        language: lessons.language,
        start_time: lessons.start_time,
        duration_minutes: lessons.duration,
        is_trial: lessons.is_trial,
        price_cents: lessons.price,
        status: lessons.status,
        booked_at: lessons.created_at,
      })
      .from(lessons)
      .where(eq(lessons.student_id, userId))
      .orderBy(asc(lessons.id)),
    db
      .select({
        id: ledgerEntries.id,
        amount_cents: ledgerEntries.amount,
        kind: ledgerEntries.kind,
        class_seat_id: ledgerEntries.group_class_student_id,
        course_seat_id: ledgerEntries.course_student_id,
        lesson_id: ledgerEntries.lesson_id,
        created_at: ledgerEntries.created_at,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.user_id, userId))
      .orderBy(asc(ledgerEntries.id)),
    db
      .select({
        conversation_id: conversationMessages.conversation_id,
        sender_id: conversationMessages.sender_id,
        recipient_id: conversationMessages.recipient_id,
        text: conversationMessages.text,
        sent_at: conversationMessages.created_at,
        read_at: conversationMessages.read_at,
      })
      .from(conversationMessages)
      .where(or(eq(conversationMessages.sender_id, userId), eq(conversationMessages.recipient_id, userId)))
      .orderBy(asc(conversationMessages.id)),
    db
      .select({
        review_id: reviews.comment_id,
        teacher_id: reviews.teacher_id,
        content: reviews.content,
        language: reviews.session_language,
        written_at: reviews.create_time,
      })
      .from(reviews)
      .where(and(eq(reviews.student_id, userId)))
      .orderBy(asc(reviews.comment_id)),
    listAccountSessions(db, { userId, currentHash: null, now }),
  ]);
  return {
    exported_at: new Date(now).toISOString(),
    account: {
      user_id: user.user_id,
      email: user.email,
      is_confirm_email: user.is_confirm_email,
      nickname: user.nickname,
      about: user.about,
      avatar_file_name: user.avatar_file_name,
      role: user.role,
      timezone_iana: user.timezone_iana,
      is_am: user.is_am,
      currency: user.currency,
      locale: user.locale,
      created_at: user.created_at.toISOString(),
      languages,
    },
    sessions: sessionList.map((s) => ({ id: s.id, browser: s.browser, os: s.os, created_at: s.created_at, last_used_at: s.last_used_at })),
    bookings: {
      classes: classSeats.map((s) => ({ ...s, start_time: iso(s.start_time), end_time: iso(s.end_time), booked_at: iso(s.booked_at) })),
      courses: courseSeats.map((s) => ({ ...s, start_time: iso(s.start_time), end_time: iso(s.end_time), booked_at: iso(s.booked_at) })),
      lessons: ownLessons.map((l) => ({ ...l, start_time: iso(l.start_time), booked_at: iso(l.booked_at) })),
    },
    ledger: {
      balance_cents: ledger.reduce((sum, row) => sum + row.amount_cents, 0),
      entries: ledger.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    },
    messages: messages.map(({ sender_id, recipient_id, sent_at, read_at, ...m }) => ({
      ...m,
      direction: sender_id === userId ? ('sent' as const) : ('received' as const),
      other_user_id: sender_id === userId ? recipient_id : sender_id,
      sent_at: iso(sent_at),
      read_at: iso(read_at),
    })),
    reviews: ownReviews.map((r) => ({ ...r, written_at: iso(r.written_at) })),
  };
}
