// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('./hydration-boot.js', import.meta.url), 'utf8');

interface Boot {
  /** What the boot did, in order: `preload <url>` or `import <url> (task N)`. */
  readonly log: string[];
  /** Reports the first contentful paint to the boot's observer. */
  paint(): void;
  /** Runs the queued zero-delay tasks one by one (microtasks between them) until none is left. */
  runTasks(): Promise<void>;
}

/**
 * Runs the boot script against a stand-in document. The only way to see which module it runs in
 * which task is to count tasks, so `setTimeout` queues them here and `import()` (a syntax, not a
 * function) is swapped for a recorder: the source holds exactly one.
 */
function boot({ root = 'rendered', fail = [] as string[] } = {}): Boot {
  const log: string[] = [];
  const tasks: (() => void)[] = [];
  let task = 0;
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
  const attributes: Record<string, string> = {
    'data-entry': '/assets/index-e.js',
    'data-imports': '/assets/runtime-r.js /assets/router-c.js',
    'data-chunks': '/assets/page-p.js /assets/en-l.js',
  };
  const document = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    visibilityState: 'visible',
    getElementById: () => ({ firstChild: root === 'rendered' ? {} : null }),
    createElement: () => ({}),
    head: { appendChild: (link: { rel?: string; href?: string }) => log.push(`${link.rel ?? '?'} ${link.href ?? '?'}`) },
  };
  class PerformanceObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(): void {}
  }
  const setTimeout = (callback: () => void, delay: number) => {
    if (delay === 0) tasks.push(callback);
  };
  const load = (url: string) => {
    log.push(`import ${url} (task ${task})`);
    return fail.includes(url) ? Promise.reject(new Error('offline')) : Promise.resolve({});
  };
  expect(SOURCE.match(/\bimport\(/g)).toHaveLength(2);
  const body = SOURCE.replace(/\bimport\(/g, 'load(');
  runInNewContext(body, { document, PerformanceObserver, setTimeout, requestAnimationFrame: () => undefined, load });
  return {
    log,
    paint: () => {
      observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });
    },
    async runTasks() {
      for (;;) {
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
        const next = tasks.shift();
        if (!next) return;
        task += 1;
        next();
      }
    },
  };
}

describe('hydration-boot.js (ADR 0019)', () => {
  it('asks for nothing before the first paint', async () => {
    const b = boot();
    await b.runTasks();
    expect(b.log).toEqual([]);
  });

  it('after it, fetches every module at once, then runs the entry’s imports one task each, in order, and the entry last', async () => {
    const b = boot();
    b.paint();
    await b.runTasks();
    expect(b.log).toEqual([
      'modulepreload /assets/runtime-r.js',
      'modulepreload /assets/router-c.js',
      'modulepreload /assets/page-p.js',
      'modulepreload /assets/en-l.js',
      'modulepreload /assets/index-e.js',
      'import /assets/runtime-r.js (task 1)',
      'import /assets/router-c.js (task 2)',
      'import /assets/index-e.js (task 3)',
    ]);
  });

  it('still runs the entry when an import fails (the entry reports it as it would have)', async () => {
    const b = boot({ fail: ['/assets/runtime-r.js'] });
    b.paint();
    await b.runTasks();
    expect(b.log.filter((line) => line.startsWith('import'))).toEqual([
      'import /assets/runtime-r.js (task 1)',
      'import /assets/router-c.js (task 2)',
      'import /assets/index-e.js (task 3)',
    ]);
  });

  it('starts at once on a page the browser renders (an empty root)', async () => {
    const b = boot({ root: 'empty' });
    await b.runTasks();
    expect(b.log.at(-1)).toBe('import /assets/index-e.js (task 3)');
  });
});
