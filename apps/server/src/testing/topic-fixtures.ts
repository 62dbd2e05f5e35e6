import type { TopicDraftBody } from '@app/api';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import { teacherLanguages } from '../db/schema-catalog';
import type { AppEnv } from '../http/app-env';
import { makeTeacher } from './fixtures';
import { ensureCategoryCatalog } from './search-fixtures';

/** A topic draft that passes every bound (english, CA002 Interview, 60 min, 6 spots, 15 USD). */
export const topicDraft = (over: Partial<TopicDraftBody> = {}): TopicDraftBody => ({
  title: 'Job interviews in English',
  description: 'Answer the classic interview questions with confidence, then practise them in pairs.',
  outcomes: ['Describe your strengths', 'Answer "why should we hire you?"'],
  language: 'english',
  language_level: 4,
  category: 'CA002',
  tag: 'Interview',
  duration: 60,
  student_capacity: 6,
  price: 1_500,
  ...over,
});

/** A teacher (makeTeacher) who teaches English, with the category catalogue in place. */
export async function makeTopicTeacher(db: Db, app: Hono<AppEnv>, { now }: { now: number }) {
  await ensureCategoryCatalog(db);
  const teacher = await makeTeacher(db, app, { now });
  await db.insert(teacherLanguages).values({ teacher_id: teacher.userId, language: 'english', level: 7, teaches: true });
  return teacher;
}

/** A multipart form with one file in the upload field. */
export function fileForm(bytes: Uint8Array, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
}
