/**
 * The varied traffic of `pnpm bench:api`: for each measured endpoint, a fixed list of requests as
 * different users send them (001 §7.1 / §7.2 and 000 §7 parameters: languages, levels, weekdays,
 * hours, categories, tags, keywords, prices, time windows, pages, zones, signed in or not). The
 * lists are drawn from a seeded generator, so every run and the pgbench floor see the same mix.
 */
import { DAY_MS } from '@app/domain';
import { mulberry32 } from '../seed/prng';

export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  /** Sent as a `Cookie` header: the request is signed in. */
  readonly cookie?: string;
}

/** What the mix draws from: the languages, zones and codes of the data set, and handles on it. */
export interface MixSource {
  readonly now: number;
  readonly languages: readonly string[];
  readonly zones: readonly string[];
  /** Category code and its tag codes. */
  readonly categories: readonly { readonly code: string; readonly tags: readonly string[] }[];
  /** Words found in topic titles or descriptions (class and course keyword search). */
  readonly topicWords: readonly string[];
  /** Words found in teacher names or texts (teacher keyword search). */
  readonly teacherWords: readonly string[];
  /** Session cookies (`sid=...`) of signed-in students. */
  readonly cookies: readonly string[];
  /** Single classes a student may ask to book (upcoming ones, with some already started or full). */
  readonly classIds: readonly number[];
}

export type MixName = 'class search' | 'course search' | 'teacher search' | 'check_book_status';
export const MIX_NAMES: readonly MixName[] = ['class search', 'course search', 'teacher search', 'check_book_status'];

class Draw {
  constructor(private readonly random: () => number) {}
  chance(p: number): boolean {
    return this.random() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('bench mix: nothing to pick from');
    return item;
  }
  /** 1..max distinct items, sorted as a client sends them. */
  some<T>(items: readonly T[], max: number): T[] {
    const n = this.int(1, Math.min(max, items.length));
    const chosen = new Set<T>();
    while (chosen.size < n) chosen.add(this.pick(items));
    return [...chosen].sort();
  }
  /** `count` consecutive numbers from `min..max`, as a daytime block. */
  block(min: number, max: number, count: number): number[] {
    const start = this.int(min, max - count + 1);
    return Array.from({ length: count }, (_, i) => start + i);
  }
}

/** The search page's filters (000 §7 / 001 §7.1), as query pairs; `withTag` false for courses (search params minus tag). */
function searchFilters(draw: Draw, source: MixSource, withTag: boolean): [string, string][] {
  const q: [string, string][] = [['language', draw.pick(source.languages)]];
  if (draw.chance(0.3)) q.push(['language_level', draw.some([1, 2, 3, 4, 5, 6], 2).join(',')]);
  if (draw.chance(0.25)) q.push(['weekday', draw.some([0, 1, 2, 3, 4, 5, 6], 3).join(',')]);
  if (draw.chance(0.2)) q.push(['time_list', draw.block(6, 23, draw.int(3, 6)).join(',')]);
  if (draw.chance(0.2)) {
    const from = source.now + draw.int(0, 20) * DAY_MS;
    q.push(['start_time', new Date(from).toISOString()], ['end_time', new Date(from + draw.int(1, 10) * DAY_MS).toISOString()]);
  }
  if (draw.chance(0.2)) {
    const category = draw.pick(source.categories);
    q.push(['category', category.code]);
    if (withTag && category.tags.length > 0 && draw.chance(0.5)) q.push(['tag', draw.pick(category.tags)]);
  }
  if (draw.chance(0.1)) q.push(['keyword', draw.pick(source.topicWords)]);
  if (draw.chance(0.1)) q.push(['price', draw.pick(['0-10', '10-20', '20-', '-15', '5-30'])]);
  if (draw.chance(0.8)) q.push(['user_timezone', draw.pick(source.zones)]);
  return q;
}

/** Landing strip (3 cards), or the search page's list of 60, first pages most often. */
function listPage(draw: Draw): [string, string][] {
  if (draw.chance(0.1))
    return [
      ['offset', '0'],
      ['length', '3'],
    ];
  const page = draw.chance(0.6) ? 0 : draw.int(1, 3);
  return [
    ['offset', String(page * 60)],
    ['length', '60'],
  ];
}

const signedIn = (draw: Draw, source: MixSource, p: number): { cookie?: string } =>
  source.cookies.length > 0 && draw.chance(p) ? { cookie: draw.pick(source.cookies) } : {};

const query = (pairs: [string, string][]): string => new URLSearchParams(pairs).toString();

function classSearch(draw: Draw, source: MixSource): BenchRequest {
  const grouped: [string, string][] = draw.chance(0.85) ? [['group_by_topic', '1']] : [];
  return {
    method: 'GET',
    path: `/api/v3/group_class/group_classes?${query([...grouped, ...listPage(draw), ...searchFilters(draw, source, true)])}`,
    ...signedIn(draw, source, 0.3),
  };
}

function courseSearch(draw: Draw, source: MixSource): BenchRequest {
  const grouped: [string, string][] = draw.chance(0.85) ? [['group_by_topic', '1']] : [];
  return {
    method: 'GET',
    path: `/api/v3/group_class/courses/?${query([...grouped, ...listPage(draw), ...searchFilters(draw, source, false)])}`,
    ...signedIn(draw, source, 0.3),
  };
}

/** 001 §3 "Teacher search payload", as the teacher search page builds it from its query (001 §5). */
function teacherSearch(draw: Draw, source: MixSource): BenchRequest {
  const teacherInfo: Record<string, unknown> = {};
  if (draw.chance(0.4)) teacherInfo['teacher_type'] = draw.pick([1, 2]);
  if (draw.chance(0.2)) teacherInfo['has_trial'] = 1;
  if (draw.chance(0.1)) teacherInfo['instant_booking'] = 1;
  if (draw.chance(0.05)) teacherInfo['instant_lesson_status'] = 1;
  if (draw.chance(0.15)) teacherInfo['course_category'] = [draw.pick(source.categories).code];
  const teachLanguage: Record<string, unknown> = { language: draw.pick(source.languages) };
  if (draw.chance(0.2)) teachLanguage['is_native'] = 1;
  if (draw.chance(0.15)) {
    teachLanguage['min_price'] = draw.pick([0, 1000, 2000]);
    teachLanguage['max_price'] = draw.pick([2500, 3500, 5000]);
  }
  const body: Record<string, unknown> = {
    teacher_info: teacherInfo,
    teach_language: teachLanguage,
    page: draw.chance(0.6) ? 1 : draw.int(2, 5),
    user_timezone: draw.pick(source.zones),
  };
  if (draw.chance(0.2)) {
    body['week_time_user'] = { weekday: draw.some([0, 1, 2, 3, 4, 5, 6], 3), time_list: draw.block(6, 23, draw.int(3, 6)) };
  }
  if (draw.chance(0.1)) body['has_get_only_72h_data'] = 1;
  if (draw.chance(0.1)) body['keyword'] = draw.pick(source.teacherWords);
  if (draw.chance(0.1)) body['speak_language_and'] = [draw.pick(source.languages)];
  return { method: 'POST', path: '/api/v2/teachers', body: JSON.stringify(body), ...signedIn(draw, source, 0.3) };
}

function checkBookStatus(draw: Draw, source: MixSource): BenchRequest {
  return {
    method: 'GET',
    path: `/api/v2/group_class/group_classes/${draw.pick(source.classIds)}/check_book_status`,
    cookie: draw.pick(source.cookies),
  };
}

const MAKERS: Record<MixName, (draw: Draw, source: MixSource) => BenchRequest> = {
  'class search': classSearch,
  'course search': courseSearch,
  'teacher search': teacherSearch,
  check_book_status: checkBookStatus,
};

/**
 * `count` requests of one endpoint, drawn from `seed`. Sent in turn (request i by the i-th request
 * started), any 50 in flight are different requests, so request sharing never answers two of them
 * at once: the measure is of 50 users asking 50 different things.
 */
export function buildMix(name: MixName, source: MixSource, { count, seed }: { count: number; seed: number }): BenchRequest[] {
  const draw = new Draw(mulberry32(seed));
  const make = MAKERS[name];
  const seen = new Set<string>();
  const out: BenchRequest[] = [];
  // A request drawn twice is drawn again: with distinct requests, no two in flight can share one answer.
  for (let attempts = 0; out.length < count; attempts += 1) {
    if (attempts > count * 20) throw new Error(`bench mix: fewer than ${count} different ${name} requests in this data`);
    const request = make(draw, source);
    const key = JSON.stringify(request);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(request);
  }
  return out;
}
