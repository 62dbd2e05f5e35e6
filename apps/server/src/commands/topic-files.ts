import { TOPIC_MATERIALS_MAX } from '@app/api';
import { and, count, eq } from 'drizzle-orm';
import { attachments, topics } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { generatedCoverUrl } from '../assets/cover-paths';
import { assertNotArchived, type AttachmentRow, loadOwnTopic, type TopicRow } from '../teaching/topic-facts';
import type { CommandInput, CommandResult } from './command';
import type { TeacherActor } from './create-topic';

/** A file already in storage under `key` (written before this command; the caller deletes it if the command fails). */
export interface StoredFile {
  readonly key: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly byteSize: number;
}

/** Issue 14 "materials (upload files ...)": a row for a stored file, at most TOPIC_MATERIALS_MAX a topic (counted under the topic lock). */
export async function addTopicMaterial({
  tx,
  actor,
  now,
  topicId,
  file,
}: CommandInput<TeacherActor> & { topicId: number; file: StoredFile }): Promise<CommandResult & { material: AttachmentRow }> {
  assertNotArchived(await loadOwnTopic(tx, { topicId, teacherId: actor.userId, lock: true }));
  const [held] = await tx.select({ n: count() }).from(attachments).where(eq(attachments.topic_id, topicId));
  if ((held?.n ?? 0) >= TOPIC_MATERIALS_MAX)
    throw new AppError('TooManyMaterials', `A topic holds at most ${TOPIC_MATERIALS_MAX} materials. Remove one first.`);
  const [material] = await tx
    .insert(attachments)
    .values({
      topic_id: topicId,
      file_name: file.fileName,
      content_type: file.contentType,
      storage_key: file.key,
      byte_size: file.byteSize,
      created_at: new Date(now),
    })
    .returning();
  if (!material) throw new Error('Attachment insert returned nothing');
  const events: DomainEvent[] = [{ type: 'TopicFilesChanged', topicId, change: 'material-added', fileId: material.id }];
  await recordEvents(tx, { events, now });
  return { events, material };
}

/** Removes a material's row; the caller deletes its stored file after the commit (`storageKey`). */
export async function removeTopicMaterial({
  tx,
  actor,
  now,
  topicId,
  materialId,
}: CommandInput<TeacherActor> & { topicId: number; materialId: number }): Promise<CommandResult & { storageKey: string | null }> {
  assertNotArchived(await loadOwnTopic(tx, { topicId, teacherId: actor.userId, lock: true }));
  const [removed] = await tx
    .delete(attachments)
    .where(and(eq(attachments.id, materialId), eq(attachments.topic_id, topicId)))
    .returning();
  if (!removed) throw notFoundError('Material');
  const events: DomainEvent[] = [{ type: 'TopicFilesChanged', topicId, change: 'material-removed', fileId: materialId }];
  await recordEvents(tx, { events, now });
  return { events, storageKey: removed.storage_key };
}

/**
 * Sets (a stored file) or removes (`file: null`) the uploaded cover; `intro_cover` points at the
 * upload, or back at the generated cover. `replacedKey` is the previous upload, for the caller to
 * delete after the commit.
 */
export async function setTopicCover({
  tx,
  actor,
  now,
  topicId,
  file,
  coverUrl,
}: CommandInput<TeacherActor> & { topicId: number; file: StoredFile | null; coverUrl: string | null }): Promise<
  CommandResult & { topic: TopicRow; replacedKey: string | null }
> {
  const before = await loadOwnTopic(tx, { topicId, teacherId: actor.userId, lock: true });
  assertNotArchived(before);
  const [topic] = await tx
    .update(topics)
    .set({
      cover_key: file?.key ?? null,
      cover_content_type: file?.contentType ?? null,
      intro_cover: file && coverUrl ? coverUrl : generatedCoverUrl(topicId),
      updated_at: new Date(now),
    })
    .where(eq(topics.id, topicId))
    .returning();
  if (!topic) throw new Error('Topic update returned nothing');
  const events: DomainEvent[] = [{ type: 'TopicFilesChanged', topicId, change: file ? 'cover-set' : 'cover-removed', fileId: null }];
  await recordEvents(tx, { events, now });
  return { events, topic, replacedKey: before.cover_key };
}
