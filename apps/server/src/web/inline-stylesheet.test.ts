import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

const webDist = mkdtempSync(join(tmpdir(), 'inline-stylesheet-'));
mkdirSync(join(webDist, 'assets'));
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

const shell = (href: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="${href}"></head><body><div id="root"></div></body></html>`;

describe('inlineStylesheet: the shell paints without a second round trip (issue 16)', () => {
  it('writes the built stylesheet into a <style> element and answers the CSP hash of exactly its text', () => {
    const css = '.a{color:red}.b{background:url(data:image/svg+xml;base64,AAAA)}';
    writeFileSync(join(webDist, 'assets', 'index-1.css'), css);
    const { html, styleSource } = inlineStylesheet(shell('/assets/index-1.css'), webDist);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(styleSource).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('leaves the link when the CSS could close the element or points at a file by a relative url()', () => {
    writeFileSync(join(webDist, 'assets', 'index-2.css'), '.a{content:"</style><script>"}');
    writeFileSync(join(webDist, 'assets', 'index-3.css'), '@font-face{src:url(./font.woff2)}');
    for (const href of ['/assets/index-2.css', '/assets/index-3.css']) {
      expect(inlineStylesheet(shell(href), webDist)).toEqual({ html: shell(href), styleSource: null });
    }
    const noLink = '<!doctype html><html><head></head><body></body></html>';
    expect(inlineStylesheet(noLink, webDist)).toEqual({ html: noLink, styleSource: null });
  });

  it('writes the CSS as it is, even with $ patterns a string replace would expand', () => {
    const css = '.a::after{content:"$&$\'"}';
    writeFileSync(join(webDist, 'assets', 'index-4.css'), css);
    expect(inlineStylesheet(shell('/assets/index-4.css'), webDist).html).toContain(`<style>${css}</style>`);
  });
});
