import {
  createSupportRequest,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_MAX_BODY_BYTES,
  maxBodyBytesOf,
  sendGroupClassFeedback,
} from '@app/api';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { findNul, jsonNestingDepth, MAX_JSON_DEPTH } from './read-body';

const NOW = Date.UTC(2026, 2, 10, 12);
const FEEDBACK = '/api/v3/group_class/feedbacks';

/** A body stream that records how many bytes were pulled from it and whether it was cancelled. */
function countingStream(totalBytes: number, chunkBytes = 16 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode(' '.repeat(chunkBytes));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalBytes) {
        controller.close();
        return;
      }
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const headers = (extra: Record<string, string> = {}) => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  'Content-Type': 'application/json',
  ...extra,
});
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

describe('jsonNestingDepth / findNul walk without recursion', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[["')).toBe(0);
    expect(jsonNestingDepth('['.repeat(100_000))).toBe(100_000);
  });

  it('finds a NUL 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
    expect(findNul({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(['b', '1', 'c']);
  });
});

describeEachDatabase('request bodies: depth and size limits', (ctx) => {
  it(`a body nested deeper than ${MAX_JSON_DEPTH} is a 400 naming body on every body route, for visitors too (5,000 deep was a 500)`, async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    for (const path of [FEEDBACK, '/api/v1/support/requests', '/api/events', '/api/v2/teachers', '/api/v1/account/signin']) {
      const res = await app.request(path, { method: 'POST', headers: headers(), body: deep });
      expect(res.status, path).toBe(400);
      expect(await errorOf(res), path).toMatchObject({ code: 'BodyTooDeep', field: 'body' });
    }
    const inField = await app.request(FEEDBACK, {
      method: 'POST',
      headers: headers(),
      body: `{"category":"topic","custom_msg":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    });
    expect(await errorOf(inField)).toMatchObject({ code: 'BodyTooDeep', field: 'body' });
    // Right at the limit it is read (and refused by the schema, naming the field).
    const atLimit = await app.request(FEEDBACK, {
      method: 'POST',
      headers: headers(),
      body: `{"category":"topic","custom_msg":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(await errorOf(atLimit)).toMatchObject({ code: 'InvalidRequest', field: 'custom_msg' });
  });

  it('a Content-Length over the limit is a 413 BodyTooLarge naming the limit, before a byte is read', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { stream, state } = countingStream(200 * 1024 * 1024);
    const res = await app.request(FEEDBACK, {
      method: 'POST',
      headers: headers({ 'Content-Length': String(200 * 1024 * 1024) }),
      body: stream,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'BodyTooLarge', field: 'body' });
    expect(error.message).toBe(`body: at most ${maxBodyBytesOf(sendGroupClassFeedback)} bytes`);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('a streamed body without a length is cut off once it passes the limit, never read whole', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const limit = maxBodyBytesOf(createSupportRequest);
    const { stream, state } = countingStream(600 * 1024 * 1024);
    const res = await app.request('/api/v1/support/requests', { method: 'POST', headers: headers(), body: stream, duplex: 'half' });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'BodyTooLarge', field: 'body', message: `body: at most ${limit} bytes` });
    expect(state.pulled).toBeLessThan(limit + 64 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('each route has its own limit: 64 KB by default, more where the schema allows long text', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const over = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) });
    const signin = await app.request('/api/v1/account/signin', { method: 'POST', headers: headers(), body: over });
    expect(signin.status).toBe(413);
    expect((await errorOf(signin)).message).toBe(`body: at most ${DEFAULT_MAX_BODY_BYTES} bytes`);
    // A support request at its longest, every character sent as a \\uXXXX escape (a code point
    // beyond U+FFFF as two), is longer than 64 KB and still read.
    const esc = (text: string) =>
      Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
    const fields = {
      name: '\u{1F600}'.repeat(100),
      email: 'ana@example.test',
      subject: '\u{1F600}'.repeat(200),
      message: '\u{1F600}'.repeat(5_000),
      page: `/${'\u00e9'.repeat(299)}`,
    };
    const longEscaped = `{${Object.entries(fields)
      .map(([k, v]) => `"${k}":"${esc(v)}"`)
      .join(',')}}`;
    expect(longEscaped.length).toBeGreaterThan(DEFAULT_MAX_BODY_BYTES);
    expect(longEscaped.length).toBeLessThanOrEqual(maxBodyBytesOf(createSupportRequest));
    const support = await app.request('/api/v1/support/requests', { method: 'POST', headers: headers(), body: longEscaped });
    expect(support.status, await support.clone().text()).toBe(200);
  });

  it('a route without a body schema never reads what is sent (an action with a 600 MB stream)', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    const { stream, state } = countingStream(600 * 1024 * 1024);
    const res = await app.request(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`, {
      method: 'POST',
      headers: headers({ Cookie: `sid=${student.agent.jar.get('sid') ?? ''}` }),
      body: stream,
      duplex: 'half',
    });
    expect(res.status).toBeLessThan(500);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});
