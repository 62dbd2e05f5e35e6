import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { createSession, findSessionUser, SESSION_TTL_MS } from './session';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('sessions', (ctx) => {
  it('a session signs its user in until 1 ms before it expires, and not at its expiry; an unknown token signs no one in', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const user = await makeUser(db, app, { now: NOW });
    const token = await createSession({ db, userId: user.userId, now: NOW });
    expect((await findSessionUser({ db, token, now: NOW }))?.user_id).toBe(user.userId);
    expect((await findSessionUser({ db, token, now: NOW + SESSION_TTL_MS - 1 }))?.user_id).toBe(user.userId);
    expect(await findSessionUser({ db, token, now: NOW + SESSION_TTL_MS })).toBeNull();
    expect(await findSessionUser({ db, token: `${token}x`, now: NOW })).toBeNull();
  });
});
