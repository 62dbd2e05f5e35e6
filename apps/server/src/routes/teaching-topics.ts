import {
  archiveTeachingTopic,
  COVER_CONTENT_TYPES,
  createTeachingTopic,
  deleteTopicCover,
  deleteTopicMaterial,
  getTeachingTopic,
  getTeachingTopicCourses,
  listTeachingTopics,
  MATERIAL_CONTENT_TYPES,
  downloadTopicMaterial,
  getTopicCover,
  TOPIC_COVER_MAX_BYTES,
  TOPIC_MATERIAL_MAX_BYTES,
  topicCoverUrl,
  teacherMaterialUrl,
  updateTeachingTopic,
  uploadTopicCover,
  uploadTopicMaterial,
} from '@app/api';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { archiveTopic } from '../commands/archive-topic';
import { createTopic, type TeacherActor } from '../commands/create-topic';
import { editTopic } from '../commands/edit-topic';
import { loadTeacherTopicCourses } from '../courses/course-detail';
import { addTopicMaterial, removeTopicMaterial, setTopicCover, type StoredFile } from '../commands/topic-files';
import { attachments, topics } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { AppEnv, SessionUser } from '../http/app-env';
import { mount } from '../http/mount';
import { mountRaw } from '../http/mount-raw';
import type { StorageKind } from '../storage/file-storage';
import { storeUpload } from '../uploads/store-upload';
import { assertNotArchived, loadOwnTopic } from '../teaching/topic-facts';
import { getTeacherTopic, listTeacherTopics, toTeachingTopic } from '../teaching/teaching-topics';
import { readAttachmentBytes } from '../uploads/attachment-bytes';
import { readUpload } from '../uploads/read-upload';
import { sendFile } from '../uploads/send-file';

function teacherActor(user: SessionUser | null): TeacherActor {
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers have topics.');
  return { kind: 'teacher', userId: user.user_id };
}

/** `/api/v1/teaching/topics/...`: a teacher's topics, their materials and cover (docs/teaching-topics.md). */
export function teachingTopicRoutes({ database, clock, storage }: Pick<RouteDeps, 'database' | 'clock' | 'storage'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, listTeachingTopics, async ({ user }) => ({
    data: await listTeacherTopics(db, { teacherId: teacherActor(user).userId, now: clock.now() }),
  }));

  mount(routes, getTeachingTopic, async ({ params, user }) => ({
    data: await getTeacherTopic(db, { topicId: params.id, teacherId: teacherActor(user).userId, now: clock.now() }),
  }));

  mount(routes, getTeachingTopicCourses, async ({ params, user }) => ({
    data: { courses: await loadTeacherTopicCourses(db, { topicId: params.id, teacherId: teacherActor(user).userId }) },
  }));

  mount(routes, createTeachingTopic, async ({ body, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    return {
      data: await db.transaction(async (tx) => {
        const { is_course: isCourse, ...draft } = body;
        const { topic } = await createTopic({ tx, actor, now, draft, isCourse });
        return { topic: await toTeachingTopic(tx, topic, { now }) };
      }),
    };
  });

  mount(routes, updateTeachingTopic, async ({ params, body, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    return {
      data: await db.transaction(async (tx) => {
        const { topic } = await editTopic({ tx, actor, now, topicId: params.id, draft: body });
        return { topic: await toTeachingTopic(tx, topic, { now }) };
      }),
    };
  });

  mount(routes, archiveTeachingTopic, async ({ params, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    return {
      data: await db.transaction(async (tx) => {
        const { topic } = await archiveTopic({ tx, actor, now, topicId: params.id });
        return { topic: await toTeachingTopic(tx, topic, { now }) };
      }),
    };
  });

  /**
   * The topic is checked before the body is read (a stranger's upload is refused unread); the file
   * is stored under a new random key before its row is written, and deleted again if the row is not.
   */
  async function storeTopicUpload<T>(
    c: Parameters<typeof readUpload>[0],
    {
      kind,
      actor,
      topicId,
      maxBytes,
      accepted,
    }: { kind: StorageKind; actor: TeacherActor; topicId: number; maxBytes: number; accepted: readonly string[] },
    write: (file: StoredFile) => Promise<T>,
  ): Promise<T> {
    assertNotArchived(await loadOwnTopic(db, { topicId, teacherId: actor.userId }));
    return storeUpload(storage, kind, await readUpload(c, { maxBytes, accepted }), write);
  }

  mount(routes, uploadTopicMaterial, async ({ params, user, c }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const topicId = params.id;
    const material = await storeTopicUpload(
      c,
      { kind: 'materials', actor, topicId, maxBytes: TOPIC_MATERIAL_MAX_BYTES, accepted: MATERIAL_CONTENT_TYPES },
      async (file) => (await db.transaction((tx) => addTopicMaterial({ tx, actor, now, topicId, file }))).material,
    );
    return {
      data: {
        material: {
          id: material.id,
          file_name: material.file_name,
          content_type: material.content_type,
          byte_size: material.byte_size,
          file_url: teacherMaterialUrl({ topicId, materialId: material.id }),
        },
      },
    };
  });

  mount(routes, deleteTopicMaterial, async ({ params, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const { topic, storageKey } = await db.transaction(async (tx) => {
      const removed = await removeTopicMaterial({ tx, actor, now, topicId: params.id, materialId: params.material_id });
      return {
        ...removed,
        topic: await toTeachingTopic(tx, await loadOwnTopic(tx, { topicId: params.id, teacherId: actor.userId }), { now }),
      };
    });
    // After the commit: a row never points at a deleted file.
    if (storageKey) await storage.delete(storageKey);
    return { data: { topic } };
  });

  mount(routes, uploadTopicCover, async ({ params, user, c }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const topicId = params.id;
    const { topic, replacedKey } = await storeTopicUpload(
      c,
      { kind: 'covers', actor, topicId, maxBytes: TOPIC_COVER_MAX_BYTES, accepted: COVER_CONTENT_TYPES },
      (file) =>
        db.transaction(async (tx) => {
          const coverUrl = topicCoverUrl({ topicId, key: file.key.slice('covers/'.length) });
          const done = await setTopicCover({ tx, actor, now, topicId, file, coverUrl });
          return { ...done, topic: await toTeachingTopic(tx, done.topic, { now }) };
        }),
    );
    if (replacedKey) await storage.delete(replacedKey);
    return { data: { topic } };
  });

  mount(routes, deleteTopicCover, async ({ params, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const { topic, replacedKey } = await db.transaction(async (tx) => {
      const done = await setTopicCover({ tx, actor, now, topicId: params.id, file: null, coverUrl: null });
      return { ...done, topic: await toTeachingTopic(tx, done.topic, { now }) };
    });
    if (replacedKey) await storage.delete(replacedKey);
    return { data: { topic } };
  });

  // The teacher's own download of a material (students download through the class: group-class-detail.ts).
  mountRaw(routes, downloadTopicMaterial, async ({ params: { id, material_id }, user, c }) => {
    const actor = teacherActor(user);
    await loadOwnTopic(db, { topicId: id, teacherId: actor.userId });
    const [file] = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, material_id), eq(attachments.topic_id, id)));
    if (!file) throw notFoundError('Material');
    return sendFile(c, { bytes: await readAttachmentBytes(storage, file), contentType: file.content_type, fileName: file.file_name });
  });

  // An uploaded cover: public like the topic page; the key in the path changes with each upload, so it is cached for good.
  mountRaw(routes, getTopicCover, async ({ params: { id, key: file }, c }) => {
    const key = `covers/${file}`;
    const [topic] = await db
      .select({ cover_key: topics.cover_key, cover_content_type: topics.cover_content_type })
      .from(topics)
      .where(eq(topics.id, id));
    if (!topic || topic.cover_key !== key || !topic.cover_content_type) throw notFoundError('Cover');
    const bytes = await storage.get(key);
    if (!bytes) throw notFoundError('Cover');
    return sendFile(c, {
      bytes,
      contentType: topic.cover_content_type,
      fileName: `topic-${id}-cover`,
      disposition: 'inline',
      cache: 'public, max-age=31536000, immutable',
    });
  });

  return routes;
}
