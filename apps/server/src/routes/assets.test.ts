import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../db/schema-catalog';
import { categories } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { COVER_CACHE, IMMUTABLE_CACHE } from './assets';

const NOW = Date.UTC(2026, 2, 10, 12);

async function errorOf(res: Response): Promise<{ code: string; field?: string }> {
  return ((await res.json()) as { error: { code: string; field?: string } }).error;
}

describeEachDatabase('GET /api/assets', (ctx) => {
  it('draws an avatar for a visitor, as a cacheable SVG', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const res = await createAgent(app).get('/api/assets/avatars/lucia-fernandez.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const body = await res.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body).toContain('>LF</text>');
  });

  it('answers the same image to a signed-in user, and 304 when the ETag matches', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    const first = await agent.get('/api/assets/posters/lucia-fernandez.svg');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toContain('Lucia Fernandez');
    const visitor = await createAgent(app).get('/api/assets/posters/lucia-fernandez.svg');
    expect(visitor.headers.get('ETag')).toBe(etag);
    const again = await agent.get('/api/assets/posters/lucia-fernandez.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await agent.get('/api/assets/posters/lucia-fernandez.svg', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it.each([
    'Lucia.svg',
    'lucia.png',
    'lucia',
    '..%2F..%2Fpackage.json',
    '..%2F..%2Fetc%2Fpasswd.svg',
    '%2e%2e.svg',
    'a--b.svg',
    'lucia%20f.svg',
    `${'a'.repeat(65)}.svg`,
  ])('refuses the avatar and poster name %j with 400 naming the field', async (file) => {
    const { app } = createTestApp(ctx.database, NOW);
    for (const kind of ['avatars', 'posters']) {
      const res = await createAgent(app).get(`/api/assets/${kind}/${file}`);
      expect(res.status, `${kind}/${file}`).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'InvalidRequest', field: 'name' });
    }
  });

  it('does not serve anything below an asset folder', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    expect((await createAgent(app).get('/api/assets/avatars/a/b.svg')).status).toBe(404);
    expect((await createAgent(app).get('/api/assets/../health')).status).not.toBe(500);
  });

  it('draws a topic cover from the topic, escaping its title', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { db } = ctx.database;
    await db.insert(categories).values({ code: 'CA002', name: 'Business', position: 2 }).onConflictDoNothing();
    const { topicId } = await makeTeacher(db, app, { now: NOW });
    await db.update(topics).set({ title: 'Q&A: "small" <talk>', language: 'german', language_level: 3 }).where(eq(topics.id, topicId));
    const res = await createAgent(app).get(`/api/assets/covers/${topicId}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(COVER_CACHE);
    const body = await res.text();
    expect(body).toContain('Q&amp;A: &quot;small&quot; &lt;talk&gt;');
    expect(body).not.toContain('<talk>');
    expect(body).toContain('German · B1');
    expect(body).toContain('Business');
  });

  it('answers 404 for a topic that does not exist', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const res = await createAgent(app).get('/api/assets/covers/999999999.svg');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'NotFound' });
  });

  it.each(['0.svg', '007.svg', 'abc.svg', '12.png', '12', '1234567890123456.svg', '-1.svg', '1e3.svg', '..%2F1.svg'])(
    'refuses the cover name %j with 400 naming the field',
    async (file) => {
      const { app } = createTestApp(ctx.database, NOW);
      const res = await createAgent(app).get(`/api/assets/covers/${file}`);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'InvalidRequest', field: 'topicId' });
    },
  );
});

describe('asset routes without a database', () => {
  it('draw avatars and posters without touching the database', async () => {
    const database = {
      db: undefined as never,
      kind: 'pglite' as const,
      migrate: () => Promise.resolve(),
      ping: () => Promise.resolve(true),
      listen: () => Promise.resolve(() => Promise.resolve()),
      close: () => Promise.resolve(),
    };
    const { app } = createTestApp(database, NOW);
    expect((await app.request('/api/assets/avatars/emma-w.svg')).status).toBe(200);
    expect((await app.request('/api/assets/posters/emma-w.svg')).status).toBe(200);
  });
});
