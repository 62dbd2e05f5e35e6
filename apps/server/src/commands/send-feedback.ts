import { feedbacks } from '../db/schema-discovery';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, SystemActor, UserActor } from './command';

/**
 * The search page's feedback (001 §3: a topic request or a general note), from a signed-in user or
 * a visitor (the system acts; the row keeps no user). The route has checked the message
 * (`validateFeedbackMessage`) and counted it against the rate limits before this runs.
 */
export async function sendFeedback({
  tx,
  actor,
  now,
  category,
  message,
}: CommandInput<UserActor | SystemActor> & { category: 'topic' | 'general'; message: string }): Promise<CommandResult> {
  const userId = actor.kind === 'system' ? null : actor.userId;
  const [row] = await tx
    .insert(feedbacks)
    .values({ user_id: userId, category, custom_msg: message.trim(), created_at: new Date(now) })
    .returning({ id: feedbacks.id });
  if (!row) throw new Error('feedback insert returned no row');
  const events: DomainEvent[] = [{ type: 'FeedbackSent', feedbackId: row.id, userId, category }];
  await recordEvents(tx, { events, now });
  return { events };
}
