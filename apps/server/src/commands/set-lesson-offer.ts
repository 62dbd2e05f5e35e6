import { LESSON_OFFER_PROBLEM_MESSAGES, type LessonOffer, validateLessonOffer } from '@app/domain';
import { eq } from 'drizzle-orm';
import { teachers } from '../db/schema-catalog';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { lockTeacherRow } from '../teaching/schedule-facts';
import type { CommandInput, CommandResult, TeacherActor } from './command';

/**
 * Issue 14 "lesson types and prices, instant-lesson on/off": the teachers row's `has_trial`,
 * `trial_price`, `min_price` and `instant_booking`, the columns the booking page, the booking
 * command and the teacher search already read. Under the teacher row lock, so a booking in flight
 * is charged the price it read (it holds the same lock); booked lessons keep what they cost.
 */
export async function setLessonOffer({
  tx,
  actor,
  now,
  offer,
}: CommandInput<TeacherActor> & { offer: LessonOffer }): Promise<CommandResult & { offer: LessonOffer }> {
  if (!(await lockTeacherRow(tx, actor.userId))) throw new AppError('NotATeacher', 'Only teachers offer lessons.');
  const [issue] = validateLessonOffer(offer);
  if (issue) throw new AppError('InvalidRequest', `${issue.field}: ${LESSON_OFFER_PROBLEM_MESSAGES[issue.problem]}`, issue.field);
  const values = {
    has_trial: offer.has_trial,
    trial_price: offer.trial_price,
    min_price: offer.min_price,
    instant_booking: offer.instant_booking,
  };
  await tx.update(teachers).set(values).where(eq(teachers.user_id, actor.userId));
  const events: DomainEvent[] = [{ type: 'LessonOfferSet', teacherId: actor.userId }];
  await recordEvents(tx, { events, now });
  return { events, offer: values };
}
