import type { SearchFilter } from '../search/search-filter';
import type { MirrorTopic } from './mirror-rows';
import type { Columns } from './sorted-entries';

/**
 * Languages, categories and tags as small numbers (0 for none), the same in every list: the
 * catalogue's words, a few hundred at most. A search's words that no topic has get no number.
 */
const wordCodes = new Map<string, number>();
function codeOf(word: string | null): number {
  if (word === null) return 0;
  let code = wordCodes.get(word);
  if (code === undefined) {
    code = wordCodes.size + 1;
    wordCodes.set(word, code);
  }
  return code;
}
const knownCode = (word: string): number => wordCodes.get(word) ?? -1;

/**
 * What the topic conditions read of each topic of a list, by the list's topic slot, in typed
 * arrays: deciding a search's 2,000 topics reads a few small arrays instead of 2,000 topic objects
 * spread over the heap (which, under load, cost a search more than its whole walk).
 */
export interface TopicColumns {
  /** The topic of each slot; undefined when it is not listed. */
  readonly topics: readonly (MirrorTopic | undefined)[];
  readonly languages: Int32Array;
  readonly levels: Int32Array;
  readonly categories: Int32Array;
  readonly tags: Int32Array;
  readonly teacherIds: Float64Array;
}

const made = new WeakMap<Columns, { readonly generation: number; readonly columns: TopicColumns }>();

/** The topic columns of a list, made once per list order and topics generation. */
export function topicColumnsOf(columns: Columns, topics: ReadonlyMap<number, MirrorTopic>, generation: number): TopicColumns {
  const kept = made.get(columns);
  if (kept?.generation === generation) return kept.columns;
  const slots = columns.slotTopics.length;
  const out: TopicColumns = {
    topics: columns.slotTopics.map((id) => topics.get(id)),
    languages: new Int32Array(slots),
    levels: new Int32Array(slots).fill(-1),
    categories: new Int32Array(slots),
    tags: new Int32Array(slots),
    teacherIds: new Float64Array(slots),
  };
  out.topics.forEach((topic, slot) => {
    if (!topic) return;
    out.languages[slot] = codeOf(topic.language);
    out.levels[slot] = topic.languageLevel;
    out.categories[slot] = codeOf(topic.category);
    out.tags[slot] = codeOf(topic.tag);
    out.teacherIds[slot] = topic.teacherId;
  });
  made.set(columns, { generation, columns: out });
  return out;
}

/**
 * The topic conditions of a search (what `topicConditions` asks in SQL), decided by slot: listed
 * (in the mirror at all), language, levels, category, tag, topic, teacher, and every keyword word
 * in the title, description or tag, case-insensitively.
 */
export function topicDecider(t: TopicColumns, filter: SearchFilter, withTags: boolean): (slot: number) => boolean {
  const language = filter.language === undefined ? null : knownCode(filter.language);
  const levels = filter.languageLevels ?? null;
  const categories = filter.categories?.map(knownCode) ?? null;
  const tags = withTags && filter.tags ? filter.tags.map(knownCode) : null;
  const { topicId, teacherId } = filter;
  const words = filter.keywordWords?.map((word) => word.toLowerCase()) ?? null;
  return (slot) => {
    const topic = t.topics[slot];
    return (
      topic !== undefined &&
      (language === null || t.languages[slot] === language) &&
      (levels === null || levels.includes(t.levels[slot] ?? -1)) &&
      (categories === null || categories.includes(t.categories[slot] ?? -1)) &&
      (tags === null || tags.includes(t.tags[slot] ?? -1)) &&
      (teacherId === undefined || t.teacherIds[slot] === teacherId) &&
      (topicId === undefined || topic.id === topicId) &&
      (words === null || words.every((word) => topic.keywordText.includes(word)))
    );
  };
}
