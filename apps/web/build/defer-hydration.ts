import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const DEFER_HYDRATION_PLUGIN = 'app:defer-hydration';

const BOOT_SOURCE = readFileSync(new URL('./hydration-boot.js', import.meta.url), 'utf8');

const ENTRY_TAG = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * The shell with its module entry and module preloads replaced by one deferred classic script,
 * `bootPath`, which asks for them after the first paint and runs them one task each
 * (`hydration-boot.js`). Throws when the shell has no module entry or more than one: the page
 * would never hydrate, or hydrate twice.
 */
export function deferHydrationTags(html: string, bootPath: string): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((m) => m[1] ?? '');
  if (entries.length !== 1) throw new Error(`${DEFER_HYDRATION_PLUGIN}: expected one module entry in index.html, found ${entries.length}`);
  const imports = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1] ?? '');
  // data-chunks stays empty here: the server names the page's own chunks in it (page-document.ts).
  const boot = `<script defer src="${bootPath}" data-entry="${entries[0]}" data-imports="${imports.join(' ')}" data-chunks=""></script>`;
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace('</head>', () => `  ${boot}\n  </head>`);
}

/**
 * A server-rendered page shows everything it has without a script, so its scripts need not share
 * the first second with it: before this, the 140 KB of modules were asked for as the head was read,
 * with high priority, and on a slow phone network they took the bandwidth the first cover needed
 * (Lighthouse counted them in the first paint). Now the browser paints the HTML first and asks for
 * the scripts right after, all at once (ADR 0019). The dev server keeps Vite's own tags.
 */
export function deferHydration(): Plugin {
  return {
    name: DEFER_HYDRATION_PLUGIN,
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const shell = bundle['index.html'];
        if (!shell || shell.type !== 'asset') return;
        const hash = createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8);
        const fileName = `assets/hydration-boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: BOOT_SOURCE });
        shell.source = deferHydrationTags(String(shell.source), `/${fileName}`);
      },
    },
  };
}
