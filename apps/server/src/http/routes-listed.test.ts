import { EDGE_ONLY_ERROR_CODES, errorCodesOf } from '@app/api';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';
import { listEndpoints, listRawEndpoints } from './contract-endpoints';
import { isGuarded } from './listed-codes';
import { OUTSIDE_CONTRACT_ROUTES } from './outside-contract';

/** Registering routes touches no database. */
const noDatabase: Database = {
  db: undefined as never,
  kind: 'pglite',
  migrate: () => Promise.resolve(),
  ping: () => Promise.resolve(true),
  listen: () => Promise.resolve(() => Promise.resolve()),
  close: () => Promise.resolve(),
};

/** Routes outside /api, with why they need no list of error codes. */
const PAGE_ROUTES: Readonly<Record<string, string>> = {
  'GET /teachers/*': 'a page: redirects or the HTML not-found page before the web app loads, never an error code',
  'GET /instant-lessons/*': 'a page, as /teachers/*',
};

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('every route the server registers lists its error codes (issue 19)', () => {
  // Not production, with the sandbox provider: the dev and sandbox routes are mounted too.
  const { app } = createTestApp(noDatabase);
  const listed = new Map<string, string>([
    ...[...listEndpoints(), ...listRawEndpoints()].map((e) => [`${e.method} /api${e.path}`, 'contract'] as const),
    ...OUTSIDE_CONTRACT_ROUTES.map((r) => [`${r.method} /api${r.path}`, 'outside'] as const),
  ]);

  it('each route under /api is an endpoint of the contract or a declared outside route, registered through the guard', () => {
    const api = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter((route) => !listed.has(key(route))).map(key)).toEqual([]);
    expect(api.filter((route) => !isGuarded(route.handler)).map(key)).toEqual([]);
  });

  it('every endpoint of the contract and every outside route is registered, once', () => {
    const registered = app.routes.filter((route) => route.method !== 'ALL').map(key);
    expect([...listed.keys()].filter((route) => registered.filter((r) => r === route).length !== 1)).toEqual([]);
  });

  it('outside /api only pages, each with its reason; every ALL route is middleware or the catch-all (a wildcard)', () => {
    const pages = app.routes.filter((route) => route.method !== 'ALL' && !route.path.startsWith('/api/')).map(key);
    expect(pages.sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
    expect(app.routes.filter((route) => route.method === 'ALL' && !route.path.endsWith('/*')).map(key)).toEqual([]);
  });

  it("the codes only outside routes answer are the contract's EDGE_ONLY_ERROR_CODES, with HttpError (the framework's)", () => {
    const onEndpoints = new Set([...listEndpoints(), ...listRawEndpoints()].flatMap((endpoint) => errorCodesOf(endpoint)));
    const outsideOnly = new Set(OUTSIDE_CONTRACT_ROUTES.flatMap((route) => route.errors).filter((code) => !onEndpoints.has(code)));
    expect([...outsideOnly, 'HttpError'].sort()).toEqual([...EDGE_ONLY_ERROR_CODES].sort());
  });
});
