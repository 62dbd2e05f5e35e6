import { convertUsdCents } from '@app/domain';
import { expect, it } from 'vitest';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const REQUIRED_CURRENCIES = ['AUD', 'BRL', 'CAD', 'EUR', 'GBP', 'INR', 'JPY', 'KRW', 'MXN', 'USD'];

interface RatesBody {
  data: { base: string; rates: { code: string; usd_micros_per_unit: number; decimals: number; symbol: string; updated_at: string }[] };
}
interface UserBody {
  data: { user: { timezone_iana: string; is_am: number; currency: string; locale: string } };
}

describeEachDatabase('currency rates and user settings', (ctx) => {
  it('GET /v2/config/currency_rates lists every display currency by code, base USD, to anyone', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const res = await createAgent(app).get('/api/v2/config/currency_rates');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as RatesBody;
    expect(data.base).toBe('USD');
    const codes = data.rates.map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(REQUIRED_CURRENCIES));
    const byCode = new Map(data.rates.map((r) => [r.code, r]));
    expect(byCode.get('USD')).toMatchObject({ usd_micros_per_unit: 1_000_000, decimals: 2, symbol: '$' });
    expect(byCode.get('JPY')?.decimals).toBe(0);
    expect(byCode.get('KRW')?.decimals).toBe(0);
    // The rows are what the domain rule reads: USD converts to itself.
    const usd = byCode.get('USD');
    if (usd) expect(convertUsdCents({ cents: 1234, rate: usd })).toBe(1234);
  });

  it('the foundation carries the currency; PATCH /v1/me/settings changes zone, clock and currency and answers the user', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    const before = (await (await agent.get('/api/v2/me/foundation')).json()) as UserBody;
    expect(before.data.user.currency).toBe('USD');

    const res = await agent.patch('/api/v1/me/settings', { timezone_iana: 'Asia/Tokyo', is_am: 1, currency: 'JPY' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserBody).data.user).toMatchObject({ timezone_iana: 'Asia/Tokyo', is_am: 1, currency: 'JPY' });
    // One field at a time leaves the others alone.
    const one = await agent.patch('/api/v1/me/settings', { is_am: 0 });
    expect(((await one.json()) as UserBody).data.user).toMatchObject({ timezone_iana: 'Asia/Tokyo', is_am: 0, currency: 'JPY' });
    const after = (await (await agent.get('/api/v2/me/foundation')).json()) as UserBody;
    expect(after.data.user).toMatchObject({ timezone_iana: 'Asia/Tokyo', is_am: 0, currency: 'JPY' });
  });

  it('the user carries the language of the account (pages and mails); PATCH /v1/me/settings changes it and answers it', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    // The web shows a signed-in user the account's language, so it must be able to read it.
    const before = (await (await agent.get('/api/v2/me/foundation')).json()) as UserBody;
    expect(before.data.user.locale).toBe('en');
    const res = await agent.patch('/api/v1/me/settings', { locale: 'es' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserBody).data.user).toMatchObject({ locale: 'es', currency: 'USD' });
    const after = (await (await agent.get('/api/v2/me/foundation')).json()) as UserBody;
    expect(after.data.user.locale).toBe('es');
  });

  it('refuses visitors (401) and a call without the CSRF header (403)', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = await createAgent(app).patch('/api/v1/me/settings', { is_am: 1 });
    expect(visitor.status).toBe(401);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    expect((await agent.patch('/api/v1/me/settings', { is_am: 1 }, { csrf: false })).status).toBe(403);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    const cases: [unknown, string][] = [
      [{ timezone_iana: 'Mars/Olympus' }, 'timezone_iana'],
      [{ timezone_iana: '+05:00' }, 'timezone_iana'],
      [{ is_am: 2 }, 'is_am'],
      [{ is_am: '1' }, 'is_am'],
      [{ currency: 'eur' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'E\u0000R' }, 'currency'],
      [{ locale: 'fr' }, 'locale'],
      [{ locale: 'ES' }, 'locale'],
      [{}, 'body'],
      [{ nickname: 'Evil' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await agent.patch('/api/v1/me/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({ error: { code: 'InvalidRequest', field } });
    }
    const me = (await (await agent.get('/api/v2/me/foundation')).json()) as UserBody;
    expect(me.data.user).toMatchObject({ timezone_iana: 'UTC', is_am: 0, currency: 'USD', locale: 'en' });
  });
});
