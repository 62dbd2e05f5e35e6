import { anonymisedEmail, DELETED_USER_NICKNAME, isUpcomingBooking } from '@app/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { emailChanges, passwordResets } from '../db/schema-account-tokens';
import { userLanguages, users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, teachers } from '../db/schema-catalog';
import { favourites, reducedTeachers, searchHistory, topicFavourites } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { endUserSessions } from './account-passwords';
import { type CancelTarget, cancelBooking } from './cancel-booking';
import type { CommandInput, CommandResult, UserActor } from './command';
import { avatarKeyOf } from './edit-profile';
import type { Tx } from '../money/ledger';

/** The password that no password matches: `verifyPassword` reads only `scrypt$...` hashes. */
const NO_PASSWORD = 'deleted';

/** The user's live bookings with their starts: single-class seats, course seats, lessons. */
async function readBookings(tx: Tx, userId: number): Promise<{ target: CancelTarget; start: number; live: boolean }[]> {
  const classSeats = await tx
    .select({ classId: groupClasses.id, start: groupClasses.start_time })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    // A class of a booked course goes with its course seat.
    .where(
      and(
        eq(groupClassStudents.student_id, userId),
        ne(groupClassStudents.status, 'CANCELLED'),
        isNull(groupClassStudents.course_student_id),
      ),
    );
  const courseSeats = await tx
    .select({ courseId: courses.id, start: courses.start_time })
    .from(courseStudents)
    .innerJoin(courses, eq(courses.id, courseStudents.course_id))
    .where(and(eq(courseStudents.student_id, userId), ne(courseStudents.status, 'Cancelled')));
  const ownLessons = await tx
    .select({ lessonId: lessons.id, start: lessons.start_time })
    .from(lessons)
    .where(and(eq(lessons.student_id, userId), eq(lessons.status, 'BOOKED')));
  return [
    ...classSeats.map((s) => ({ target: { classId: s.classId }, start: s.start.getTime(), live: true })),
    ...courseSeats.map((s) => ({ target: { courseId: s.courseId }, start: s.start.getTime(), live: true })),
    ...ownLessons.map((l) => ({ target: { lessonId: l.lessonId }, start: l.start.getTime(), live: true })),
  ];
}

/**
 * Issue 17 "delete account": the password checked; a teacher refused (`AccountHasTeaching`: her
 * classes and students hang on the account); each upcoming booking (`isUpcomingBooking`) dropped
 * through `cancelBooking` as the student, in a savepoint of its own, so one the normal rules refuse
 * (inside 24 hours) is kept as it is, unrefunded; then the user row locked and anonymised
 * (`anonymisedEmail`, `DELETED_USER_NICKNAME`, no password, no picture, no about), the language
 * list, open links and every session deleted. Ledger rows stay untouched for the books. Answers the
 * picture's storage key for the caller to delete after the commit.
 */
export async function deleteAccount({
  tx,
  actor,
  now,
  currentPassword,
}: CommandInput<UserActor> & { currentPassword: string }): Promise<
  CommandResult & { dropped: number; kept: number; refundedCents: number; avatarKey: string | null }
> {
  const [user] = await tx.select({ password_hash: users.password_hash }).from(users).where(eq(users.user_id, actor.userId));
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw new AppError('CurrentPasswordWrong', 'current_password: not your current password', 'current_password');
  const [teacher] = await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, actor.userId));
  if (teacher) throw new AppError('AccountHasTeaching', "A teacher's account is closed by staff, not deleted here.");

  const events: DomainEvent[] = [];
  let dropped = 0;
  let kept = 0;
  let refundedCents = 0;
  const student = { kind: 'student' as const, userId: actor.userId };
  for (const booking of await readBookings(tx, actor.userId)) {
    if (!isUpcomingBooking({ booking, now })) continue;
    try {
      const done = await tx.transaction((savepoint) => cancelBooking({ tx: savepoint, actor: student, now, target: booking.target }));
      events.push(...done.events);
      dropped += 1;
      for (const event of done.events) if (event.type === 'SeatCancelled') refundedCents += event.refund.amountCents;
    } catch (error) {
      // The normal rules refused (inside the drop window, ...): the booking stays, as it would for anyone.
      if (!(error instanceof AppError)) throw error;
      kept += 1;
    }
  }

  // The wallet lock comes after the classes' (DESIGN lock order).
  const [locked] = await tx.select({ avatar: users.avatar_file_name }).from(users).where(eq(users.user_id, actor.userId)).for('update');
  await tx
    .update(users)
    .set({
      email: anonymisedEmail(actor.userId),
      nickname: DELETED_USER_NICKNAME,
      about: '',
      avatar_file_name: null,
      password_hash: NO_PASSWORD,
      origin_country_id: null,
      deleted_at: new Date(now),
    })
    .where(eq(users.user_id, actor.userId));
  await tx.delete(userLanguages).where(eq(userLanguages.user_id, actor.userId));
  await tx.delete(passwordResets).where(eq(passwordResets.user_id, actor.userId));
  await tx.delete(emailChanges).where(eq(emailChanges.user_id, actor.userId));
  // What the person kept about others (saved teachers and topics, teachers set aside, searches) goes with them.
  for (const table of [favourites, topicFavourites, reducedTeachers, searchHistory])
    await tx.delete(table).where(eq(table.user_id, actor.userId));
  const sessionsEnded = await endUserSessions(tx, { userId: actor.userId, keep: null });
  const own: DomainEvent[] = [{ type: 'AccountDeleted', userId: actor.userId, dropped, kept, sessionsEnded }];
  await recordEvents(tx, { events: own, now });
  return { events: [...events, ...own], dropped, kept, refundedCents, avatarKey: avatarKeyOf(locked?.avatar ?? null) };
}
