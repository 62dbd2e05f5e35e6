import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built shell's one stylesheet link (Vite writes `<link rel="stylesheet" crossorigin href="/assets/index-<hash>.css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/;

export interface InlinedShell {
  readonly html: string;
  /** The CSP source that allows exactly this `<style>` element (`'sha256-…'`), or null when nothing was inlined. */
  readonly styleSource: string | null;
}

/**
 * The shell with its stylesheet written into a `<style>` element (issue 16, LCP): a first visit
 * paints after the HTML alone, without a second round trip for the CSS, which on a phone's network
 * was most of the time to first paint. The CSS is ~11 KB compressed, every `url()` in it is a
 * `data:` URL (so nothing resolves against the page's address instead of /assets/), and the CSP
 * allows the element by its hash, not by 'unsafe-inline'. A shell without a link, or with CSS that
 * could close the element early, is left as it is.
 */
export function inlineStylesheet(html: string, webDist: string): InlinedShell {
  const match = STYLESHEET_LINK.exec(html);
  if (!match?.[1]) return { html, styleSource: null };
  const css = readFileSync(join(webDist, match[1]), 'utf8');
  if (/<\/style/i.test(css) || /url\(\s*['"]?(?!data:)/i.test(css)) return { html, styleSource: null };
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  return { html: html.replace(match[0], () => `<style>${css}</style>`), styleSource: `'sha256-${hash}'` };
}
