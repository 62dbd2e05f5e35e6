import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Which proxies in front of the server may speak for the client (`TRUST_PROXY`): none (the socket's
 * peer is the client), the last `hops` proxies, or the proxies at these addresses.
 */
export type TrustProxy =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly addresses: ReadonlySet<string> };

export const TRUST_NO_PROXY: TrustProxy = { kind: 'none' };

/** `TRUST_PROXY`: empty or 0 = none; a whole number = that many hops; else a comma-separated list of proxy addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return TRUST_NO_PROXY;
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const addresses = text
    .split(',')
    .map((a) => normalize(a.trim()))
    .filter((a) => a !== '');
  const bad = addresses.find((a) => isIP(a) === 0);
  if (bad !== undefined) throw new Error(`TRUST_PROXY: "${bad}" is neither a number of hops nor an IP address`);
  return { kind: 'addresses', addresses: new Set(addresses) };
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is `10.0.0.1`. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return normalize(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request in tests has no socket.
    return 'unknown';
  }
}

/**
 * The client's address, the one key every per-address limit uses. X-Forwarded-For is believed only
 * as far as trusted proxies wrote it: a client can put anything at its left end.
 */
export function clientAddress(c: Context<AppEnv>, trust: TrustProxy): string {
  const peer = socketAddress(c);
  if (trust.kind === 'none') return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => normalize(a.trim()))
    .filter((a) => a !== '');
  const chain = [...forwarded, peer];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  let i = chain.length - 1;
  while (i > 0 && trust.addresses.has(chain[i] ?? '')) i -= 1;
  return chain[i] ?? peer;
}
