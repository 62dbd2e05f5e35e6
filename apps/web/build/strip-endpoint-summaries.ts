import type { Plugin } from 'vite';

/** An endpoint file of the contract, bundled from source (see the `@app/api` alias in vite.config.ts). */
const ENDPOINT_FILE = /[\\/]packages[\\/]api[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
/**
 * `summary: 'text'`, or several pieces joined with `+`, as the endpoint files write it. Pieces may be
 * single- or double-quoted: Prettier double-quotes a string that holds an apostrophe.
 */
const SUMMARY = /summary:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")(?:\s*\+\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"))*/g;

/** `errors: ['Code', ...]`: the codes an endpoint may answer, for the server's checks and the OpenAPI document. */
const ERRORS = /errors:\s*\[(?:\s*(?:'[^'\\]*'|"[^"\\]*")\s*,?)*\s*\]/g;

/** The endpoint file's source with every `summary` and `errors` list emptied; nothing else changes. */
export function stripEndpointSummaries(code: string): string {
  return code.replace(SUMMARY, "summary: ''").replace(ERRORS, 'errors: []');
}

/**
 * Each endpoint's `summary` documents it for the OpenAPI document the server builds; the browser
 * never reads it, yet the landing page alone carried about 4 KB of them (1.5 KB gzip), a tenth of
 * its headroom. The same goes for each endpoint's `errors` list (the web shows any code through its
 * catalogue, listed or not). The browser build empties both (the server, which imports the
 * package's own build, keeps them).
 */
export function stripEndpointSummariesPlugin(): Plugin {
  return {
    name: 'app:strip-endpoint-summaries',
    apply: 'build',
    // Before the TypeScript transform, which may rewrite the quotes this matches.
    enforce: 'pre',
    transform(code, id) {
      return ENDPOINT_FILE.test(id) ? { code: stripEndpointSummaries(code), map: null } : null;
    },
  };
}
