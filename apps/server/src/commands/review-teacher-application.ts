import { decideApplicationReview, type ReviewChoice } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { teacherLanguages, teachers } from '../db/schema-catalog';
import { countries } from '../db/schema-discovery';
import { teacherApplications } from '../db/schema-teacher-applications';
import { AppError, notFoundError } from '../errors/app-error';
import type { Actor, DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { TeacherApplicationRow } from '../teacher-applications/application-rows';
import type { CommandInput, CommandResult } from './command';

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/**
 * Issue 14 "an ADMIN approves or declines with a reason on an admin page; approved users get the
 * TEACHER role and a public profile". Locks the application, then the applicant's user row (the
 * wallet's place in DESIGN's order: last), and asks the domain's `decideApplicationReview`: only a
 * PENDING application is reviewed, so a second approve (or two staff at once) is refused with
 * `ApplicationNotPending`. Approving, in this one transaction: the role becomes TEACHER (staff keep
 * ADMIN), the country is set, and the `teachers` row (bookable from now, a community tutor with a
 * trial) and its `teacher_languages` (teaches) are written, so the teacher is in search and has a
 * profile at once.
 */
export async function reviewTeacherApplication({
  tx,
  actor,
  now,
  applicationId,
  choice,
}: CommandInput<StaffActor> & { applicationId: number; choice: ReviewChoice }): Promise<
  CommandResult & { application: TeacherApplicationRow }
> {
  const [locked] = await tx.select().from(teacherApplications).where(eq(teacherApplications.id, applicationId)).for('update');
  if (!locked) throw notFoundError('Application');
  const decision = decideApplicationReview({ status: locked.status, choice });
  if (!decision.ok) {
    if (decision.reason === 'ApplicationNotPending')
      throw new AppError('ApplicationNotPending', 'This application has already been reviewed.');
    throw new AppError('InvalidRequest', 'reason: a decline needs a reason of 10 to 1000 characters', 'reason');
  }
  const userId = locked.user_id;
  const at = new Date(now);
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.user_id, userId)).for('update');
  if (!user) throw notFoundError('User');

  const [reviewed] = await tx
    .update(teacherApplications)
    .set({ status: decision.status, decline_reason: decision.reason, reviewed_at: at, reviewed_by: actor.userId })
    .where(and(eq(teacherApplications.id, applicationId), eq(teacherApplications.status, 'PENDING')))
    .returning();
  if (!reviewed) throw new AppError('ApplicationNotPending', 'This application has already been reviewed.');

  if (decision.status === 'APPROVED') {
    const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, locked.country));
    await tx
      .update(users)
      .set({ ...(user.role === 'STUDENT' ? { role: 'TEACHER' as const } : {}), origin_country_id: country?.id ?? null })
      .where(eq(users.user_id, userId));
    await tx.insert(teachers).values({
      user_id: userId,
      short_signature: locked.signature,
      about_teacher: locked.about,
      first_valid_time: at,
      min_price: locked.regular_price,
      trial_price: locked.trial_price,
      has_trial: true,
      is_new: true,
      video_url: locked.video_url,
    });
    await tx
      .insert(teacherLanguages)
      .values(locked.languages.map(({ language, level }) => ({ teacher_id: userId, language, level, teaches: true })));
  }

  const events: DomainEvent[] = [
    decision.status === 'APPROVED'
      ? { type: 'TeacherApproved', applicationId, userId, reviewerId: actor.userId }
      : { type: 'TeacherApplicationDeclined', applicationId, userId, reviewerId: actor.userId },
  ];
  await recordEvents(tx, { events, now });
  return { events, application: reviewed };
}
