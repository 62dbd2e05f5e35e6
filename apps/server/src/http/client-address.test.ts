import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address';

async function addressOf(trust: TrustProxy, { peer, forwarded }: { peer: string; forwarded?: string }): Promise<string> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.text(clientAddress(c, trust)));
  const env = { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request('/', forwarded === undefined ? {} : { headers: { 'X-Forwarded-For': forwarded } }, env);
  return res.text();
}

describe('TRUST_PROXY and the client address', () => {
  it('parses unset/0 as none, a number as hops, and a list as proxy addresses; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy(' 0 ')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.2, ::1,::ffff:10.0.0.3')).toEqual({
      kind: 'addresses',
      addresses: new Set(['10.0.0.2', '::1', '10.0.0.3']),
    });
    expect(() => parseTrustProxy('loadbalancer.internal')).toThrow(/TRUST_PROXY/);
  });

  it('trusts nobody by default: the socket peer, whatever X-Forwarded-For says', async () => {
    expect(await addressOf({ kind: 'none' }, { peer: '::ffff:203.0.113.5', forwarded: '1.2.3.4' })).toBe('203.0.113.5');
  });

  it('with N hops, takes the address N entries from the right of X-Forwarded-For + peer (a forged left part is ignored)', async () => {
    const one = parseTrustProxy('1');
    expect(await addressOf(one, { peer: '10.0.0.2', forwarded: '6.6.6.6, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await addressOf(one, { peer: '10.0.0.2' })).toBe('10.0.0.2');
    expect(await addressOf(parseTrustProxy('2'), { peer: '10.0.0.2', forwarded: '6.6.6.6, 203.0.113.5, 10.0.0.9' })).toBe('203.0.113.5');
  });

  it('with proxy addresses, skips trusted proxies from the right and stops at the first other address', async () => {
    const trust = parseTrustProxy('10.0.0.2,10.0.0.9');
    expect(await addressOf(trust, { peer: '10.0.0.2', forwarded: '6.6.6.6, 203.0.113.5, 10.0.0.9' })).toBe('203.0.113.5');
    // A client talking to the server directly cannot claim another address.
    expect(await addressOf(trust, { peer: '198.51.100.1', forwarded: '6.6.6.6' })).toBe('198.51.100.1');
  });
});
