import type { PageHead } from '../../lib/page-head';
import { documentTitle } from '../../lib/use-page-title';
import { SERVER_STATE_ELEMENT_ID } from '../server-state';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The shell (the built index.html) around a rendered page: its language, title, description,
 * canonical link and structured data in the head, the markup in #root and the hydration state
 * after it, as data (`application/json`, `application/ld+json`): the CSP allows no inline script.
 * The not-found screen (`canonicalUrl` null) is no page of its own: a canonical link would name its
 * address as one, so it has none and tells robots not to index it.
 */
export function pageDocument({
  template,
  head,
  contentSeo,
  lang,
  canonicalUrl,
  markup,
  state,
  chunks = [],
}: {
  template: string;
  head: PageHead | null;
  /** The server's title and description of the path (its content record), for a page without a head of its own. */
  contentSeo: { title: string; description: string } | null;
  lang: string;
  canonicalUrl: string | null;
  markup: string;
  state: string;
  /** The page's own chunks (`routeChunks`), asked for with the entry's by the shell's boot script. */
  chunks?: readonly string[];
}): string {
  const extraHead = [
    canonicalUrl === null ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
  ];
  if (head?.structuredData) extraHead.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  let out = template.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(lang)}">`);
  const title = head ? documentTitle(head.title) : contentSeo?.title.trim() || documentTitle(null);
  out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const description = head ? head.description?.trim() : contentSeo?.description.trim();
  if (description) {
    // Any whitespace between the attributes: the formatter wraps the shell's long tag over lines.
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  out = out.replace('</head>', () => `${extraHead.join('')}</head>`);
  // The boot script (ADR 0019) asks for these beside the entry, not once the entry has run.
  if (chunks.length > 0)
    out = out.replace(
      / data-chunks="([^"]*)"/,
      (_all, shell: string) => ` data-chunks="${escapeHtml([shell, ...chunks].join(' ').trim())}"`,
    );
  return out.replace(
    '<div id="root"></div>',
    () => `<div id="root">${markup}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>`,
  );
}
