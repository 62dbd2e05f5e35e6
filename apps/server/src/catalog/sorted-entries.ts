/** What the mirror lists in start order: ties by id, as the searches order them. */
export interface StartOrdered {
  readonly id: number;
  readonly start: number;
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

/** The first position in `list` whose entry starts at or after `start`. */
export function firstStartingAt(list: readonly StartOrdered[], start: number): number {
  return positionOf(list, { start, id: Number.NEGATIVE_INFINITY });
}

function dropFrom<T extends StartOrdered>(list: T[], entry: T): void {
  const at = positionOf(list, entry);
  if (list[at] === entry) list.splice(at, 1);
}

function dropKeyed<K, T extends StartOrdered>(lists: Map<K, T[]>, key: K, entry: T): void {
  const list = lists.get(key);
  if (!list) return;
  dropFrom(list, entry);
  if (list.length === 0) lists.delete(key);
}

/**
 * Entries kept in start order, in one list and in lists by language, teacher and topic, so a
 * search walks only the entries its filter can match, from its first possible start.
 */
export class SortedEntries<T extends StartOrdered & { readonly language: string; readonly teacherId: number; readonly topicId: number }> {
  readonly byId = new Map<number, T>();
  readonly all: T[] = [];
  readonly byLanguage = new Map<string, T[]>();
  readonly byTeacher = new Map<number, T[]>();
  readonly byTopic = new Map<number, T[]>();

  /** Puts `entry` in place of the entry with its id, if any. */
  put(entry: T): void {
    this.remove(entry.id);
    this.byId.set(entry.id, entry);
    for (const list of this.listsOf(entry)) list.splice(positionOf(list, entry), 0, entry);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    dropFrom(this.all, old);
    dropKeyed(this.byLanguage, old.language, old);
    dropKeyed(this.byTeacher, old.teacherId, old);
    dropKeyed(this.byTopic, old.topicId, old);
  }

  /** Every entry in start order, in an order sorted once (a full load puts entries in bulk). */
  static of<T extends StartOrdered & { readonly language: string; readonly teacherId: number; readonly topicId: number }>(
    entries: readonly T[],
  ): SortedEntries<T> {
    const sorted = new SortedEntries<T>();
    const ordered = [...entries].sort((a, b) => a.start - b.start || a.id - b.id);
    for (const entry of ordered) {
      sorted.byId.set(entry.id, entry);
      for (const list of sorted.listsOf(entry)) list.push(entry);
    }
    return sorted;
  }

  /** The lists `entry` belongs in, made when missing. */
  private listsOf(entry: T): T[][] {
    const listIn = <K>(map: Map<K, T[]>, key: K): T[] => {
      let list = map.get(key);
      if (!list) {
        list = [];
        map.set(key, list);
      }
      return list;
    };
    return [
      this.all,
      listIn(this.byLanguage, entry.language),
      listIn(this.byTeacher, entry.teacherId),
      listIn(this.byTopic, entry.topicId),
    ];
  }
}
