import { type TopicDraft, joinTopicOutcomes, TOPIC_PUBLISHED_STATUS, validateTopicDraft } from '@app/domain';
import { eq } from 'drizzle-orm';
import { topics } from '../db/schema-catalog';
import { AppError } from '../errors/app-error';
import type { Actor, DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { generatedCoverUrl } from '../assets/cover-paths';
import { loadTopicFormOptions, toCatalogue, type TopicRow } from '../teaching/topic-facts';
import type { CommandInput, CommandResult } from './command';

export type TeacherActor = Extract<Actor, { kind: 'teacher' }>;

/**
 * The domain's field checks that only the server can make (the teacher's languages, the category
 * list), as the 400 a bad input gets: naming the first field at fault.
 */
export async function assertValidDraft(tx: CommandInput['tx'], { draft, teacherId }: { draft: TopicDraft; teacherId: number }) {
  const options = await loadTopicFormOptions(tx, teacherId);
  const result = validateTopicDraft({ draft, languages: options.languages, catalogue: toCatalogue(options) });
  if (!result.ok) {
    const first = result.issues[0];
    throw new AppError('InvalidRequest', first?.message ?? 'invalid topic', first?.field);
  }
}

/** The topic's columns from a draft (000 §3 names; the outcomes one a line in `outcome_desc`). */
export const draftColumns = (draft: TopicDraft) => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  outcome_desc: joinTopicOutcomes(draft.outcomes),
  language: draft.language,
  language_level: draft.language_level,
  category: draft.category,
  tag: draft.tag,
  duration: draft.duration,
  student_capacity: draft.student_capacity,
  price: draft.price,
});

/**
 * Issue 14 "create ... a topic": a teacher's new topic, checked by validateTopicDraft and
 * published at once (APPROVE; docs/teaching-topics.md says why), with its generated cover. A course
 * topic (`isCourse`) is scheduled only as courses (`createCourse`), a class topic only as classes.
 */
export async function createTopic({
  tx,
  actor,
  now,
  draft,
  isCourse = false,
}: CommandInput<TeacherActor> & { draft: TopicDraft; isCourse?: boolean }): Promise<CommandResult & { topic: TopicRow }> {
  await assertValidDraft(tx, { draft, teacherId: actor.userId });
  const [inserted] = await tx
    .insert(topics)
    .values({
      teacher_id: actor.userId,
      ...draftColumns(draft),
      status: TOPIC_PUBLISHED_STATUS,
      is_course: isCourse,
      created_at: new Date(now),
      updated_at: new Date(now),
    })
    .returning();
  if (!inserted) throw new Error('Topic insert returned nothing');
  const [topic] = await tx
    .update(topics)
    .set({ intro_cover: generatedCoverUrl(inserted.id) })
    .where(eq(topics.id, inserted.id))
    .returning();
  if (!topic) throw new Error('Topic update returned nothing');
  const events: DomainEvent[] = [{ type: 'TopicCreated', topicId: topic.id, teacherId: actor.userId }];
  await recordEvents(tx, { events, now });
  return { events, topic };
}
