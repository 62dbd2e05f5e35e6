import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  TeachingTopicListResponseSchema,
  TopicMaterialResponseSchema,
  TopicOkResponseSchema,
} from '@app/api';
import { DAY_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupClasses } from '../db/schema-catalog';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeUser } from '../testing/fixtures';
import { fakeFiles } from '../testing/upload-files';
import { fileForm, makeTopicTeacher, topicDraft } from '../testing/topic-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const TOPICS = '/api/v1/teaching/topics';

describeEachDatabase('teaching topics API', (ctx) => {
  async function setup() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTopicTeacher(db, app, { now: NOW });
    const created = await teacher.agent.post(TOPICS, topicDraft());
    expect(created.status).toBe(200);
    const { topic } = TopicOkResponseSchema.parse(await created.json()).data;
    return { app, db, teacher, topic };
  }
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

  it('creates a topic published at once with its generated cover, and lists it first', async () => {
    const { teacher, topic } = await setup();
    expect(topic).toMatchObject({
      title: 'Job interviews in English',
      outcomes: ['Describe your strengths', 'Answer "why should we hire you?"'],
      status: 'APPROVE',
      intro_cover: `/api/assets/covers/${topic.id}.svg`,
      has_uploaded_cover: false,
      materials: [],
      booked_classes: 0,
    });
    const list = TeachingTopicListResponseSchema.parse(await (await teacher.agent.get(TOPICS)).json()).data;
    expect(list.topics[0]?.id).toBe(topic.id);
    expect(list.options.languages).toEqual(['english']);
    expect(list.options.categories.find((c) => c.code === 'CA002')?.tags).toEqual(['Interview']);
  });

  it('refuses a field out of bounds, a language not taught and a tag of another category, naming the field', async () => {
    const { teacher } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ student_capacity: 7 }, 'student_capacity'],
      [{ duration: 50 }, 'duration'],
      [{ language: 'german' }, 'language'],
      [{ tag: 'IELTS' }, 'tag'],
    ];
    for (const [over, field] of cases) {
      const res = await teacher.agent.post(TOPICS, { ...topicDraft(), ...over });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'InvalidRequest', field });
    }
  });

  it("is the teacher's alone: a student gets NotATeacher, another teacher a 404", async () => {
    const { app, db, topic } = await setup();
    const student = await makeUser(db, app, { now: NOW });
    expect(await errorOf(await student.agent.get(TOPICS))).toMatchObject({ code: 'NotATeacher' });
    const other = await makeTopicTeacher(db, app, { now: NOW });
    expect((await other.agent.get(`${TOPICS}/${topic.id}`)).status).toBe(404);
    expect((await other.agent.put(`${TOPICS}/${topic.id}`, topicDraft({ title: 'Mine now' }))).status).toBe(404);
  });

  it('an edit with no booking carries title, price and capacity to the upcoming classes', async () => {
    const { db, teacher, topic } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: topic.id, now: NOW, startsIn: 2 * DAY_MS });
    const res = await teacher.agent.put(
      `${TOPICS}/${topic.id}`,
      topicDraft({ title: 'Interviews, the real thing', price: 1_800, student_capacity: 4 }),
    );
    expect(res.status).toBe(200);
    const [row] = await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId));
    expect(row).toMatchObject({ title: 'Interviews, the real thing', price: 1_800, student_capacity: 4 });
  });

  it('"edits that would change a booked class\'s price ... or capacity below the booked count are refused with a clear message"', async () => {
    const { app, db, teacher, topic } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: topic.id, now: NOW, startsIn: 2 * DAY_MS, price: topic.price });
    for (let i = 0; i < 3; i += 1) {
      const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
      expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    }
    const price = await teacher.agent.put(`${TOPICS}/${topic.id}`, topicDraft({ price: 1_000 }));
    expect(price.status).toBe(409);
    expect(await errorOf(price)).toEqual({
      code: 'TopicEditLocked',
      message: 'The price cannot change while 1 upcoming class of this topic is booked.',
      field: 'price',
    });
    const below = await teacher.agent.put(`${TOPICS}/${topic.id}`, topicDraft({ student_capacity: 2 }));
    expect(await errorOf(below)).toMatchObject({
      code: 'TopicEditLocked',
      field: 'student_capacity',
      message: 'The capacity cannot go below 3: a class of this topic already has 3 students booked.',
    });
    const exact = await teacher.agent.put(`${TOPICS}/${topic.id}`, topicDraft({ student_capacity: 3, title: 'Job interviews, practised' }));
    expect(exact.status).toBe(200);
    const [row] = await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId));
    expect(row).toMatchObject({ price: topic.price, student_capacity: 3, title: 'Job interviews, practised' });
  });

  it('archives: status ARCHIVED, no more edits or uploads; archiving again is a no-op', async () => {
    const { teacher, topic } = await setup();
    const res = await teacher.agent.post(`${TOPICS}/${topic.id}/archive`);
    expect(TopicOkResponseSchema.parse(await res.json()).data.topic.status).toBe('ARCHIVED');
    expect((await teacher.agent.post(`${TOPICS}/${topic.id}/archive`)).status).toBe(200);
    expect(await errorOf(await teacher.agent.put(`${TOPICS}/${topic.id}`, topicDraft()))).toMatchObject({ code: 'TopicArchived' });
    const upload = await teacher.agent.upload(`${TOPICS}/${topic.id}/materials`, fileForm(fakeFiles.pdf, 'a.pdf'));
    expect(await errorOf(upload)).toMatchObject({ code: 'TopicArchived' });
  });

  it('"an archived topic no longer appears in search": its class leaves the class search, and stays for who booked it', async () => {
    const { db, teacher, topic } = await setup();
    const title = `Quokka interviews ${topic.id}`;
    expect((await teacher.agent.put(`${TOPICS}/${topic.id}`, topicDraft({ title }))).status).toBe(200);
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: topic.id, now: NOW, startsIn: 2 * DAY_MS });
    const search = async () => {
      const res = await teacher.agent.get(`/api/v3/group_class/group_classes?language=english&keyword=Quokka&offset=0&length=60`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: number }[]).map((c) => c.id);
    };
    expect(await search()).toContain(cls.classId);
    expect((await teacher.agent.post(`${TOPICS}/${topic.id}/archive`)).status).toBe(200);
    expect(await search()).not.toContain(cls.classId);
    expect((await teacher.agent.get(`/api/v2/group_class/group_classes/${cls.classId}`)).status).toBe(200);
  });

  it('uploads a PDF: served to the teacher and to a booked student with its type, a safe name and nosniff; refused to a student not booked', async () => {
    const { app, db, teacher, topic } = await setup();
    const res = await teacher.agent.upload(
      `${TOPICS}/${topic.id}/materials`,
      fileForm(fakeFiles.pdf, '../../etc/Menú del día.pdf', 'text/html'),
    );
    expect(res.status).toBe(200);
    const { material } = TopicMaterialResponseSchema.parse(await res.json()).data;
    expect(material).toMatchObject({ file_name: 'Menú del día.pdf', content_type: 'application/pdf', byte_size: fakeFiles.pdf.length });

    const own = await teacher.agent.get(material.file_url);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('application/pdf');
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(own.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Men_ del d_a.pdf"; filename*=UTF-8''Men%C3%BA%20del%20d%C3%ADa.pdf`,
    );
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(fakeFiles.pdf);

    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: topic.id, now: NOW, price: topic.price });
    const path = `/api/v3/group_class/group_classes/${cls.classId}/attachments/${material.id}`;
    const booked = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await booked.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    const download = await booked.agent.get(path);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(fakeFiles.pdf);

    const stranger = await makeUser(db, app, { now: NOW });
    expect((await stranger.agent.get(path)).status).toBe(404);
    expect((await stranger.agent.get(material.file_url)).status).toBe(403);
    const otherTeacher = await makeTopicTeacher(db, app, { now: NOW });
    expect((await otherTeacher.agent.get(material.file_url)).status).toBe(404);
  });

  it('a renamed executable is a 415 naming the accepted types, whatever its name and declared type', async () => {
    const { teacher, topic } = await setup();
    const res = await teacher.agent.upload(`${TOPICS}/${topic.id}/materials`, fileForm(fakeFiles.exe, 'worksheet.pdf', 'application/pdf'));
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({
      code: 'UnsupportedFileType',
      field: 'file',
      message: expect.stringContaining('application/pdf') as unknown,
    });
  });

  it('a file over the limit is a 413 naming the limit: from Content-Length before reading, and while streaming', async () => {
    const { app, teacher, topic } = await setup();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(fakeFiles.pdf);
    const res = await teacher.agent.upload(`${TOPICS}/${topic.id}/materials`, fileForm(big, 'big.pdf'));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'FileTooLarge', message: 'file: at most 20 MB (20971520 bytes)' });

    const declared = await teacher.agent.upload(`${TOPICS}/${topic.id}/cover`, fileForm(fakeFiles.png, 'c.png'), {
      headers: { 'Content-Length': String(50 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toBe('file: at most 5 MB (5242880 bytes)');

    // A chunked body with no Content-Length: cut off once past the limit.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await app.request(`http://localhost${TOPICS}/${topic.id}/cover`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        Cookie: [...teacher.agent.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('a cover: PNG/JPEG/WebP only, served publicly inline; removing it brings back the generated cover', async () => {
    const { app, teacher, topic } = await setup();
    expect((await teacher.agent.upload(`${TOPICS}/${topic.id}/cover`, fileForm(fakeFiles.pdf, 'cover.png'))).status).toBe(415);
    const res = await teacher.agent.upload(`${TOPICS}/${topic.id}/cover`, fileForm(fakeFiles.png, 'cover.png'));
    const { topic: withCover } = TopicOkResponseSchema.parse(await res.json()).data;
    expect(withCover.has_uploaded_cover).toBe(true);
    expect(withCover.intro_cover).toMatch(new RegExp(`^/api/v1/topic-covers/${topic.id}/[0-9a-f]{32}$`));
    const image = await app.request(`http://localhost${withCover.intro_cover ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect((await app.request(`http://localhost/api/v1/topic-covers/${topic.id}/..%2F..%2Fetc`)).status).toBe(404);

    const removed = TopicOkResponseSchema.parse(await (await teacher.agent.delete(`${TOPICS}/${topic.id}/cover`)).json()).data.topic;
    expect(removed).toMatchObject({ has_uploaded_cover: false, intro_cover: `/api/assets/covers/${topic.id}.svg` });
    expect((await app.request(`http://localhost${withCover.intro_cover ?? ''}`)).status).toBe(404);
  });

  it('removes a material; its download is gone', async () => {
    const { teacher, topic } = await setup();
    const { material } = TopicMaterialResponseSchema.parse(
      await (await teacher.agent.upload(`${TOPICS}/${topic.id}/materials`, fileForm(fakeFiles.docx, 'sheet.docx'))).json(),
    ).data;
    expect(material.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const after = TopicOkResponseSchema.parse(
      await (await teacher.agent.delete(`${TOPICS}/${topic.id}/materials/${material.id}`)).json(),
    ).data;
    expect(after.topic.materials).toEqual([]);
    expect((await teacher.agent.get(material.file_url)).status).toBe(404);
  });
});
