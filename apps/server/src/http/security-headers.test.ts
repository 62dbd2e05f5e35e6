import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import { describeEachDatabase } from '../testing/databases';
import { createLogger } from './logger';

const NOW = Date.UTC(2026, 2, 10, 12);
const webDist = mkdtempSync(join(tmpdir(), 'security-headers-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><meta name="description" content="d" /><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
mkdirSync(join(webDist, 'assets'));
const css = 'body{margin:0}';
writeFileSync(join(webDist, 'assets', 'index.css'), css);
writeFileSync(join(webDist, 'assets', 'index.js'), 'console.log(1);');
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describeEachDatabase('security headers on every answer', (ctx) => {
  it('API answers, errors, the HTML shell and static files all carry the CSP, nosniff, no framing and the referrer policy', async () => {
    const app = createApp({ database: ctx.database, clock: createManualClock(NOW), logger: createLogger('silent'), webDist });
    const answers = {
      api: await app.request('/api/v2/config/all_language'),
      apiError: await app.request('/api/v1/wallet'),
      apiBadInput: await app.request('/api/v3/group_class/feedbacks', {
        method: 'POST',
        headers: { 'X-Requested-With': 'app' },
        body: '[[[',
      }),
      unknownApi: await app.request('/api/nope'),
      shell: await app.request('/group-class'),
      staticFile: await app.request('/assets/index.js'),
      missingChunk: await app.request('/assets/gone.js'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
      api: 200,
      apiError: 401,
      apiBadInput: 400,
      unknownApi: 404,
      shell: 200,
      staticFile: 200,
      missingChunk: 404,
    });
    for (const [name, res] of Object.entries(answers)) {
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp, name).toContain("default-src 'self'");
      expect(csp, name).toContain("script-src 'self'");
      expect(csp, name).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("object-src 'none'");
      expect(res.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options'), name).toBe('DENY');
      expect(res.headers.get('Referrer-Policy'), name).toBe('strict-origin-when-cross-origin');
      // The shell's one <style> (its built stylesheet) by its hash; never any inline style.
      expect(csp, name).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      expect(csp, name).not.toContain("'unsafe-inline'");
    }
    expect(await answers.shell.text()).toContain(`<style>${css}</style>`);
  });
});
