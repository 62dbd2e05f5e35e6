import { decideTeacherApply, type TeacherApplication } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { countries, languages } from '../db/schema-discovery';
import { teacherApplications } from '../db/schema-teacher-applications';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { loadLatestApplication, type TeacherApplicationRow } from '../teacher-applications/application-rows';
import type { CommandInput, CommandResult, StudentActor } from './command';

/**
 * Issue 14 "Become a teacher: a signed-in user applies ...; the application waits for staff
 * approval". `application` is already validated by the domain (`validateTeacherApplication`, via the
 * contract's schema); here the languages and the country must be ones the platform knows, and the
 * domain's `decideTeacherApply` decides on the user's latest application, read under the user's row
 * lock (two applies at once: the second waits, then sees the first one pending; the partial unique
 * index on pending applications holds even without the lock).
 */
export async function applyToTeach({
  tx,
  actor,
  now,
  application,
}: CommandInput<StudentActor> & { application: TeacherApplication }): Promise<CommandResult & { application: TeacherApplicationRow }> {
  const userId = actor.userId;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.user_id, userId)).for('update');
  if (!user) throw notFoundError('User');
  await checkKnownLanguagesAndCountry(tx, application);

  const [teacherRow] = await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, userId));
  const latest = await loadLatestApplication(tx, userId);
  const decision = decideTeacherApply({
    isTeacher: user.role === 'TEACHER' || teacherRow !== undefined,
    latest: latest ? { status: latest.status, reviewedAt: latest.reviewed_at } : null,
    now,
  });
  if (!decision.ok) {
    if (decision.reason === 'AlreadyATeacher') throw new AppError('AlreadyATeacher', 'You are already a teacher.');
    if (decision.reason === 'TeacherApplicationPending')
      throw new AppError('TeacherApplicationPending', 'Your application is waiting for review.');
    throw new AppError('ReapplyTooSoon', `You can apply again from ${new Date(decision.reapplyAt).toISOString()}.`);
  }

  const [row] = await tx
    .insert(teacherApplications)
    .values({ user_id: userId, status: 'PENDING', ...application, languages: [...application.languages], submitted_at: new Date(now) })
    .returning();
  if (!row) throw new Error('teacher application insert returned no row');
  const events: DomainEvent[] = [{ type: 'TeacherApplied', applicationId: row.id, userId }];
  await recordEvents(tx, { events, now });
  return { events, application: row };
}

/** A language or country the platform does not have is a bad input naming the field. */
async function checkKnownLanguagesAndCountry(tx: CommandInput['tx'], application: TeacherApplication): Promise<void> {
  const codes = application.languages.map((l) => l.language);
  const known = new Set(
    (await tx.select({ code: languages.text_code }).from(languages).where(inArray(languages.text_code, codes))).map((r) => r.code),
  );
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0)
    throw new AppError('InvalidRequest', `languages.${unknown}.language: not a language we offer`, `languages.${unknown}.language`);
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, application.country));
  if (!country) throw new AppError('InvalidRequest', 'country: not a country we know', 'country');
}
