import { mapContentLanguage } from '@app/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cmsContent } from '../db/schema-discovery';

/** `zh_CN` and `zh-cn` are the same tag; 001 §7.2's mapping (zh-cn -> zh-hans ...) then applies; stored lower-case. */
export function toContentLanguage(lang: string): string {
  return mapContentLanguage(lang.trim().replaceAll('_', '-')).toLowerCase();
}

/** Paths compare lower-case without trailing slashes (`/Teachers/English/` is `/teachers/english`). */
export function normalizeContentPath(path: string): string {
  return path.trim().toLowerCase().replace(/\/+$/, '');
}

/** The stored record of a language (already mapped) and path; with `wip` a draft wins over the published one. */
export async function findCmsRecord(db: Db, { lang, path, wip }: { lang: string; path: string; wip: boolean }): Promise<unknown> {
  const [row] = await db
    .select({ record: cmsContent.record })
    .from(cmsContent)
    .where(
      and(
        sql`lower(${cmsContent.lang}) = ${lang}`,
        sql`regexp_replace(lower(${cmsContent.path}), '/+$', '') = ${normalizeContentPath(path)}`,
        ...(wip ? [] : [eq(cmsContent.is_wip, false)]),
      ),
    )
    .orderBy(desc(cmsContent.is_wip))
    .limit(1);
  return row?.record ?? null;
}
