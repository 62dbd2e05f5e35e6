/** What the mirror lists in start order: ties by id, as the searches order them. */
export interface StartOrdered {
  readonly id: number;
  readonly start: number;
}

/** An entry of a search list: a single class or a course. */
export interface Entry extends StartOrdered {
  readonly language: string;
  readonly teacherId: number;
  readonly topicId: number;
  /** USD cents (a course: per class). */
  readonly price: number;
}

const before = (a: StartOrdered, b: StartOrdered): boolean => a.start < b.start || (a.start === b.start && a.id < b.id);

/** The first position in `list` (sorted by start, then id) whose entry is not before `entry`. */
function positionOf(list: readonly StartOrdered[], entry: StartOrdered): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const at = list[mid];
    if (at !== undefined && before(at, entry)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * What a search walk reads of each entry, in typed arrays side by side: a walk over a language's
 * 9,000 classes touches a few contiguous arrays instead of 9,000 objects spread over the heap
 * (measured 1.3 ms a walk as objects, a tenth of that as columns). Topics are numbered per list
 * (`topicSlots`), so a walk keeps its verdict on each topic in a small array.
 */
export interface Columns {
  readonly starts: Float64Array;
  readonly prices: Float64Array;
  readonly teacherIds: Float64Array;
  readonly topicSlots: Int32Array;
  /** The topic id of each slot. */
  readonly slotTopics: readonly number[];
}

/** Entries in start order, with their columns made on first use after a change of the order. */
export class EntryList<T extends Entry> {
  readonly entries: T[] = [];
  private made: Columns | null = null;

  insert(entry: T): void {
    this.entries.splice(positionOf(this.entries, entry), 0, entry);
    this.made = null;
  }

  /** Appends an entry known to sort after every other (a bulk load in order). */
  append(entry: T): void {
    this.entries.push(entry);
    this.made = null;
  }

  remove(entry: T): void {
    const at = positionOf(this.entries, entry);
    if (this.entries[at] !== entry) return;
    this.entries.splice(at, 1);
    this.made = null;
  }

  /** Puts `entry` where `old` is: both have the same columns (a seat booked, a title changed). */
  replace(old: T, entry: T): void {
    const at = positionOf(this.entries, old);
    if (this.entries[at] === old) this.entries[at] = entry;
  }

  get length(): number {
    return this.entries.length;
  }

  get columns(): Columns {
    this.made ??= columnsOf(this.entries);
    return this.made;
  }

  /** The first position whose entry starts at or after `start`. */
  firstStartingAt(start: number): number {
    return positionOf(this.entries, { start, id: Number.NEGATIVE_INFINITY });
  }
}

function columnsOf(entries: readonly Entry[]): Columns {
  const starts = new Float64Array(entries.length);
  const prices = new Float64Array(entries.length);
  const teacherIds = new Float64Array(entries.length);
  const topicSlots = new Int32Array(entries.length);
  const slotOf = new Map<number, number>();
  const slotTopics: number[] = [];
  entries.forEach((entry, i) => {
    starts[i] = entry.start;
    prices[i] = entry.price;
    teacherIds[i] = entry.teacherId;
    let slot = slotOf.get(entry.topicId);
    if (slot === undefined) {
      slot = slotTopics.length;
      slotOf.set(entry.topicId, slot);
      slotTopics.push(entry.topicId);
    }
    topicSlots[i] = slot;
  });
  return { starts, prices, teacherIds, topicSlots, slotTopics };
}

/** True when a walk reads `a` and `b` alike: same place in the order, same lists, same columns. */
const sameColumns = (a: Entry, b: Entry): boolean =>
  a.id === b.id &&
  a.start === b.start &&
  a.price === b.price &&
  a.language === b.language &&
  a.teacherId === b.teacherId &&
  a.topicId === b.topicId;

function listIn<K, T extends Entry>(lists: Map<K, EntryList<T>>, key: K): EntryList<T> {
  let list = lists.get(key);
  if (!list) {
    list = new EntryList<T>();
    lists.set(key, list);
  }
  return list;
}

/**
 * Entries kept in start order, in one list and in lists by language, teacher and topic, so a
 * search walks only the entries its filter can match, from its first possible start.
 */
export class SortedEntries<T extends Entry> {
  readonly byId = new Map<number, T>();
  readonly all = new EntryList<T>();
  readonly byLanguage = new Map<string, EntryList<T>>();
  readonly byTeacher = new Map<number, EntryList<T>>();
  readonly byTopic = new Map<number, EntryList<T>>();

  /** Every entry in start order, sorted once. */
  static of<T extends Entry>(entries: readonly T[]): SortedEntries<T> {
    const sorted = new SortedEntries<T>();
    for (const entry of [...entries].sort((a, b) => a.start - b.start || a.id - b.id)) {
      sorted.byId.set(entry.id, entry);
      for (const list of sorted.listsOf(entry)) list.append(entry);
    }
    return sorted;
  }

  /** Puts `entry` in place of the entry with its id, if any. */
  put(entry: T): void {
    const old = this.byId.get(entry.id);
    this.byId.set(entry.id, entry);
    if (old && sameColumns(old, entry)) {
      for (const list of this.listsOf(old)) list.replace(old, entry);
      return;
    }
    if (old) this.drop(old);
    for (const list of this.listsOf(entry)) list.insert(entry);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.drop(old);
  }

  private drop(old: T): void {
    for (const [lists, key] of [
      [this.byLanguage, old.language],
      [this.byTeacher, old.teacherId],
      [this.byTopic, old.topicId],
    ] as [Map<unknown, EntryList<T>>, unknown][]) {
      const list = lists.get(key);
      list?.remove(old);
      if (list?.length === 0) lists.delete(key);
    }
    this.all.remove(old);
  }

  /** The lists `entry` belongs in, made when missing. */
  private listsOf(entry: T): EntryList<T>[] {
    return [
      this.all,
      listIn(this.byLanguage, entry.language),
      listIn(this.byTeacher, entry.teacherId),
      listIn(this.byTopic, entry.topicId),
    ];
  }
}
