import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { userLanguages } from '../db/schema-accounts';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { fakeFiles } from '../testing/upload-files';

const NOW = Date.UTC(2026, 10, 26, 10);

const fileForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return form;
};

describeEachDatabase('edit profile (issue 17)', (ctx) => {
  it('nickname, about and the languages being learned (the whole list, after the spoken ones); bad lists are refused and change nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { userId, agent } = await makeUser(ctx.database.db, app, { now: NOW });
    await ctx.database.db.insert(userLanguages).values({ user_id: userId, language: 'english', level: 7, is_learning: false, position: 0 });
    const saved = await agent.patch('/api/v1/me/profile', {
      nickname: '  Ana  ',
      about: 'I learn languages for travel.',
      learning_languages: [
        { language: 'french', level: 2 },
        { language: 'japanese', level: 1 },
      ],
    });
    expect(await saved.json()).toEqual({
      data: {
        profile: {
          nickname: 'Ana',
          about: 'I learn languages for travel.',
          avatar_file_name: null,
          learning_languages: [
            { language: 'french', level: 2 },
            { language: 'japanese', level: 1 },
          ],
        },
      },
    });
    // The foundation (001 §7.2) lists them after the spoken one; its learning_language is the first.
    const foundation = (await (await agent.get('/api/v2/me/foundation')).json()) as {
      data: { language_list: { language: string }[]; user: { nickname: string; learning_language: string } };
    };
    expect(foundation.data.language_list.map((l) => l.language)).toEqual(['english', 'french', 'japanese']);
    expect(foundation.data.user).toMatchObject({ nickname: 'Ana', learning_language: 'french' });

    for (const learning_languages of [
      [{ language: 'english', level: 2 }],
      [{ language: 'klingon', level: 2 }],
      [
        { language: 'german', level: 2 },
        { language: 'german', level: 3 },
      ],
    ]) {
      const refused = await agent.patch('/api/v1/me/profile', { learning_languages });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'learning_languages' } });
    }
    for (const body of [{ learning_languages: [{ language: 'german', level: 7 }] }, { nickname: '' }, { about: 'x'.repeat(1001) }, {}]) {
      expect((await agent.patch('/api/v1/me/profile', body)).status).toBe(400);
    }
    const after = (await (await agent.get('/api/v1/me/profile')).json()) as { data: { profile: { learning_languages: unknown[] } } };
    expect(after.data.profile.learning_languages).toHaveLength(2);
    expect((await agent.patch('/api/v1/me/profile', { learning_languages: [] })).status).toBe(200);
    expect(await ctx.database.db.select().from(userLanguages).where(eq(userLanguages.user_id, userId))).toHaveLength(1);
  });

  it('avatar: uploaded through the storage, served publicly at its path, replaced (the old file deleted), removed; not an image is refused', async () => {
    const { app, storage } = createTestApp(ctx.database, NOW);
    const { userId, agent } = await makeUser(ctx.database.db, app, { now: NOW });
    const refused = await agent.upload('/api/v1/me/avatar', fileForm(fakeFiles.pdf, 'me.pdf'));
    expect(refused.status).toBe(415);
    const first = (await (await agent.upload('/api/v1/me/avatar', fileForm(fakeFiles.png, 'me.png'))).json()) as {
      data: { profile: { avatar_file_name: string } };
    };
    const path = first.data.profile.avatar_file_name;
    expect(path).toMatch(new RegExp(`^/api/v1/avatars/${userId}/[0-9a-f]{32}$`));
    const served = await app.request(`http://localhost${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fakeFiles.png);
    // The foundation (the header's avatar) shows it too.
    expect(await (await agent.get('/api/v2/me/foundation')).json()).toMatchObject({ data: { user: { avatar_file_name: path } } });

    const second = (await (await agent.upload('/api/v1/me/avatar', fileForm(fakeFiles.jpeg, 'me.jpg'))).json()) as {
      data: { profile: { avatar_file_name: string } };
    };
    expect(second.data.profile.avatar_file_name).not.toBe(path);
    expect((await app.request(`http://localhost${path}`)).status).toBe(404);
    expect(await storage.get(`avatars/${path.split('/').at(-1)}`)).toBeNull();

    expect(await (await agent.delete('/api/v1/me/avatar')).json()).toMatchObject({ data: { profile: { avatar_file_name: null } } });
    expect((await app.request(`http://localhost${second.data.profile.avatar_file_name}`)).status).toBe(404);
  });
});
