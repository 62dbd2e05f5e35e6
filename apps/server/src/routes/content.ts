import {
  CONTENT_CODE_NOT_FOUND,
  CONTENT_CODE_OK,
  FAQ_DEFAULT_LANG,
  getAllLanguages,
  getBlogAndTeacher,
  getCmsContent,
  getFaq,
  getPopularLanguages,
} from '@app/api';
import { BLOG_POSTS_ELSEWHERE, type MarketingContent, parseFaqItems } from '@app/domain';
import { GroupClassFaqItemSchema, MarketingContentSchema } from '@app/domain/schemas';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { Db } from '../db/database';
import { faqItems, languages } from '../db/schema-discovery';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { blogListUrl, findPublishedPosts, toBlogPostLink } from '../content/blog-posts';
import { findCmsRecord, toContentLanguage } from '../content/cms-record';

export const CONTENT_OK_MESSAGE = 'success';
export const CONTENT_NOT_FOUND_MESSAGE = 'Content not found.';

function primarySubtag(lang: string): string {
  return lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Without `content=true` only the head of a record is sent: what the SEO and acceptance checks read. */
function toHead(record: MarketingContent): MarketingContent {
  const { post_type, localized, meta_title, meta_description, language_filter } = record;
  return { post_type, localized, meta_title, meta_description, language_filter };
}

function uniqueLanguages(list: readonly string[]): string[] {
  return [...new Set(list.filter((l) => l !== ''))];
}

async function loadFaq(db: Db, page: 'teachers' | 'group_class', lang: string) {
  return db
    .select({ item: faqItems.item })
    .from(faqItems)
    .where(and(eq(faqItems.page, page), eq(faqItems.lang, lang)))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}

export function contentRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getCmsContent, async ({ query, c }) => {
    const lang = toContentLanguage(query.lang);
    if (query.wip) c.header('Cache-Control', 'no-store');
    const stored = await findCmsRecord(db, { lang, path: query.path, wip: query.wip });
    if (stored === null) return { code: CONTENT_CODE_NOT_FOUND, data: null, message: CONTENT_NOT_FOUND_MESSAGE };
    const record = MarketingContentSchema.parse(stored);
    return { code: CONTENT_CODE_OK, data: query.content ? record : toHead(record), message: CONTENT_OK_MESSAGE };
  });

  mount(routes, getAllLanguages, async () => ({
    data: {
      languages: await db
        .select({ text_code: languages.text_code, name: languages.name })
        .from(languages)
        .orderBy(asc(languages.name), asc(languages.text_code)),
    },
  }));

  mount(routes, getPopularLanguages, async () => {
    const rows = await db
      .select({ text_code: languages.text_code, name: languages.name, rank: languages.popular_rank })
      .from(languages)
      .where(isNotNull(languages.popular_rank))
      .orderBy(asc(languages.popular_rank), asc(languages.text_code));
    return { data: { languages: rows.map((r) => ({ text_code: r.text_code, name: r.name, rank: r.rank ?? 0 })) } };
  });

  mount(routes, getFaq, async ({ query }) => {
    const asked = toContentLanguage(query.lang);
    let used = asked;
    let rows: { item: Record<string, unknown> }[] = [];
    for (const lang of uniqueLanguages([asked, primarySubtag(asked), FAQ_DEFAULT_LANG])) {
      rows = await loadFaq(db, query.page, lang);
      used = lang;
      if (rows.length > 0) break;
    }
    const raw = rows.map((r) => r.item);
    if (query.page === 'teachers') return { data: { page: 'teachers' as const, lang: used, items: parseFaqItems(raw) } };
    const items = raw.flatMap((item) => {
      const parsed = GroupClassFaqItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { data: { page: 'group_class' as const, lang: used, items } };
  });

  mount(routes, getBlogAndTeacher, async ({ query }) => {
    const learning = query.learning_language.toLowerCase();
    const found = await findPublishedPosts(db, {
      learning,
      displayLanguage: query.display_language,
      now: new Date(clock.now()),
      limit: BLOG_POSTS_ELSEWHERE,
    });
    return {
      data: {
        blog_dict: {
          display_language: found.display,
          learning_language: learning,
          posts: found.rows.map(toBlogPostLink),
          view_more_url: blogListUrl(learning),
        },
      },
    };
  });

  return routes;
}
