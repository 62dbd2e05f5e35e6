import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

let agents = 0;
/** A made-up client address per agent (10.x.y.z), so per-address limits see each agent as its own machine. */
function nextAddress(): string {
  agents += 1;
  return `10.${(agents >> 16) & 255}.${(agents >> 8) & 255}.${agents & 255}`;
}

/**
 * A browser-like caller for `app.request`: keeps cookies, sends the CSRF header on writes, and
 * connects from `address` (the socket's peer as @hono/node-server reports it; default: its own).
 */
export function createAgent(
  app: Hono<AppEnv>,
  { origin = 'http://localhost', address = nextAddress() }: { origin?: string; address?: string } = {},
) {
  const jar = new Map<string, string>();
  const env = {
    incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
  };
  async function request(
    method: string,
    path: string,
    { body, csrf = true, headers = {} }: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const h: Record<string, string> = { ...headers };
    if (jar.size > 0) h.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf && method !== 'GET') h[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (body !== undefined) h['Content-Type'] = 'application/json';
    const res = await app.request(
      `${origin}${path}`,
      { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      env,
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const v = value.join('=');
      if (v === '' || /Max-Age=0/i.test(cookie)) jar.delete(name.trim());
      else jar.set(name.trim(), v);
    }
    return res;
  }
  return {
    jar,
    address,
    get: (path: string, opts?: { headers?: Record<string, string> }) => request('GET', path, opts),
    post: (path: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) =>
      request('POST', path, { body, ...opts }),
    patch: (path: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) =>
      request('PATCH', path, { body, ...opts }),
    put: (path: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) =>
      request('PUT', path, { body, ...opts }),
    delete: (path: string, opts?: { csrf?: boolean }) => request('DELETE', path, opts),
  };
}
