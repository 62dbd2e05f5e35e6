// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferHydrationTags } from './defer-hydration';

/** The head as Vite writes it for this app (entry script, then one preload per chunk). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/chunk-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferHydrationTags', () => {
  it('replaces the module entry and its preloads with one deferred boot script that names them', () => {
    const html = deferHydrationTags(SHELL, '/assets/hydration-boot-x.js');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<script defer src="/assets/hydration-boot-x.js" data-entry="/assets/index-a.js" data-imports="/assets/runtime-b.js /assets/chunk-c.js" data-chunks=""></script>\n  </head>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
  });

  it('refuses a shell without exactly one module entry', () => {
    expect(() => deferHydrationTags('<html><head></head></html>', '/b.js')).toThrow(/found 0/);
    const twice = SHELL.replace('<title>t</title>', '<title>t</title><script type="module" crossorigin src="/assets/x.js"></script>');
    expect(() => deferHydrationTags(twice, '/b.js')).toThrow(/found 2/);
  });
});
