import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's server renderer, as its build writes it (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server/ beside dist/). The server loads that file as it serves dist: a built
 * artifact, never the web's sources (DESIGN.md: server never imports web). This is its contract.
 */
export interface WebRenderer {
  renderPage(input: {
    readonly request: Request;
    readonly template: string;
    readonly publicUrl: string;
    readonly now: number;
    readonly apiFetch: typeof fetch;
    readonly contentSeo: { readonly title: string; readonly description: string } | null;
  }): Promise<
    | { readonly kind: 'shell' }
    | { readonly kind: 'redirect'; readonly response: Response }
    | { readonly kind: 'page'; readonly status: number; readonly html: string }
  >;
}

/** Where the renderer of a web build lives: `dist-server/entry-server.js` beside its `dist/`. */
export function webRendererPath(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'entry-server.js');
}

/** The renderer of the web build at `webDist`, or null when that build has none (the server then sends the shell). */
export async function loadWebRenderer(webDist: string): Promise<WebRenderer | null> {
  const path = webRendererPath(webDist);
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as Partial<WebRenderer>;
  if (typeof module.renderPage !== 'function') throw new Error(`${path} exports no renderPage`);
  return { renderPage: module.renderPage };
}
