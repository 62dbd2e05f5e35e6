import { ContentLanguageSchema } from '@app/api';
import {
  acceptContentResponse,
  CONTENT_SUCCESS_CODE,
  getLearnContentPath,
  getTeacherLanguageSeo,
  INSTANT_LESSONS_PATH,
  TEACHERS_PATH,
} from '@app/domain';
import type { Db } from '../db/database';
import { BLOG_PATH, findPublishedPost } from './blog-posts';
import { findCmsRecord, toContentLanguage } from './cms-record';

/** The language of a page's content when the crawler asks for none we have. */
export const SEO_FALLBACK_LANGUAGE = 'en';

export interface PageSeo {
  readonly title: string;
  readonly description: string;
}

/**
 * The content languages to try for a request, best first: each `Accept-Language` tag by quality,
 * mapped as 001 §7.2 says (zh-CN -> zh-hans, pt -> pt-pt), then its primary subtag, then English.
 */
export function contentLanguagesFor(acceptLanguage: string | null | undefined): string[] {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$/.test(t.tag) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const out: string[] = [];
  for (const { tag } of tags) out.push(toContentLanguage(tag), toContentLanguage(tag.split(/[-_]/)[0] ?? ''));
  out.push(SEO_FALLBACK_LANGUAGE);
  return [...new Set(out.filter((l) => l !== ''))];
}

function teacherPageLanguage(path: string): string | null | undefined {
  for (const base of [TEACHERS_PATH, INSTANT_LESSONS_PATH]) {
    if (path === base) return null;
    if (path.startsWith(`${base}/`)) {
      const segment = path.slice(base.length + 1).split('/')[0] ?? '';
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return null;
      }
    }
  }
  return undefined;
}

/**
 * A learn page `/{locale}/learn/{language}` reads the record of `/learn/{language}` in its locale
 * (mapped as 001 §7.2 says), and only there: the web app shows not-found when that record is
 * missing, so another language's title would describe a page nobody sees.
 */
function learnPageContent(path: string): { lang: string; path: string } | null {
  const match = /^\/([^/]+)\/learn\/([^/]+)\/?$/.exec(path);
  const [, locale = '', segment = ''] = match ?? [];
  if (!ContentLanguageSchema.safeParse(locale).success) return null;
  try {
    return { lang: toContentLanguage(locale), path: getLearnContentPath(decodeURIComponent(segment)) };
  } catch {
    return null;
  }
}

/** The slug of a blog post page `/blog/{slug}`, or null. */
function blogPostSlug(path: string): string | null {
  if (!path.startsWith(`${BLOG_PATH}/`)) return null;
  const segment = /^([^/]+)\/?$/.exec(path.slice(BLOG_PATH.length + 1))?.[1];
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The meta title and description of a stored record the web app would accept (001 §5), or null. */
function recordSeo(stored: unknown): PageSeo | null {
  const accepted = acceptContentResponse({ code: CONTENT_SUCCESS_CODE, data: stored });
  if (!accepted.accepted) return null;
  const title = accepted.content.meta_title?.trim() ?? '';
  const description = accepted.content.meta_description?.trim() ?? '';
  return title !== '' || description !== '' ? { title, description } : null;
}

/**
 * The title and meta description the server writes into the HTML of a page, so a crawler without
 * JavaScript sees them: the accepted content record (001 §5: code 200, data, allowed post_type) of
 * the path in the first language that has one (a learn page: in its locale only); a blog post's
 * title and summary; for the teacher pages the default copy of `getTeacherLanguageSeo` when no
 * record is accepted (001 §7.2 "called when content is missing"); `null` for other pages without
 * content (the shell's own title stays).
 */
export async function resolvePageSeo(
  db: Db,
  { path, acceptLanguage, now }: { path: string; acceptLanguage: string | null | undefined; now: number },
): Promise<PageSeo | null> {
  const slug = blogPostSlug(path);
  if (slug !== null) {
    const post = await findPublishedPost(db, { slug, now: new Date(now) });
    return post && { title: post.title, description: post.summary };
  }
  const learn = learnPageContent(path);
  if (learn !== null) return recordSeo(await findCmsRecord(db, { ...learn, wip: false }));
  const teacherLanguage = teacherPageLanguage(path.toLowerCase());
  for (const lang of contentLanguagesFor(acceptLanguage)) {
    const stored = await findCmsRecord(db, { lang, path, wip: false });
    if (stored === null) continue;
    const response = { code: CONTENT_SUCCESS_CODE, data: stored };
    if (teacherLanguage !== undefined) {
      const seo = getTeacherLanguageSeo({ language: teacherLanguage, display_language: lang, content: response });
      if (seo.source === 'content') return { title: seo.title, description: seo.description };
      continue;
    }
    const seo = recordSeo(stored);
    if (seo !== null) return seo;
  }
  if (teacherLanguage === undefined) return null;
  const seo = getTeacherLanguageSeo({ language: teacherLanguage, display_language: SEO_FALLBACK_LANGUAGE });
  return { title: seo.title, description: seo.description };
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** The shell with its `<title>` and `<meta name="description">` replaced (a blank one keeps the shell's). */
export function injectPageSeo(html: string, seo: PageSeo | null): string {
  if (seo === null) return html;
  let out = html;
  if (seo.title.trim() !== '') out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(seo.title)}</title>`);
  if (seo.description.trim() !== '') {
    out = out.replace(
      // Any whitespace between the attributes: the formatter wraps the shell's long tag over lines.
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    );
  }
  return out;
}
