import type { Db } from '../db/database';
import { SharedReads } from '../http/shared-reads';
import {
  type ChangeRead,
  type MirrorClass,
  type MirrorCourse,
  type MirrorTeacher,
  type MirrorTopic,
  readChanges,
  readClasses,
  readCourses,
  readTeachers,
  readToggles,
  readTopics,
} from './mirror-rows';
import { SortedEntries } from './sorted-entries';

/** The catalogue as the mirror holds it: a search reads it without the database. */
export interface CatalogView {
  /** The catalogue version this view holds every change of. */
  readonly version: number;
  readonly topics: ReadonlyMap<number, MirrorTopic>;
  /** Moves on whenever `topics` changes: what is derived from topics is kept until it moves. */
  readonly topicsGeneration: number;
  readonly teachers: ReadonlyMap<number, MirrorTeacher>;
  readonly classes: SortedEntries<MirrorClass>;
  readonly courses: SortedEntries<MirrorCourse>;
  /** Feature toggles by name (a missing one is on: search/feature-toggles.ts). */
  readonly toggles: ReadonlyMap<string, boolean>;
}

interface CatalogState extends CatalogView {
  version: number;
  topicsGeneration: number;
  readonly topics: Map<number, MirrorTopic>;
  readonly teachers: Map<number, MirrorTeacher>;
  toggles: ReadonlyMap<string, boolean>;
}

/**
 * Past this many changes since the last round, the mirror reads the whole catalogue again rather
 * than each changed row (a seed, a bulk import, a process that slept).
 */
export const MIRROR_CHANGES_MAX = 2_000;

/**
 * The catalogue's searchable part (open single classes and courses, listed topics, teachers' card
 * fields, feature toggles) held in this process, so class and course searches read memory instead of the database
 * (issue 16: a varied search cost 2-3 ms of database time, a hundred times a health check's).
 *
 * It is no cache that may be stale. Every `read()` is answered by a round that starts after the
 * call: one prepared statement reads the catalogue's version and the changes since the mirror's
 * (`catalog_changes`, written by database triggers at commit, in commit order), and the changed rows
 * are read again before the round returns. So a search sees every write committed before it arrived,
 * made by this process, another one behind the load balancer, the sweep or a console, the same
 * promise the database gave. Rounds are shared (`SharedReads`): everyone who arrives while a round
 * runs joins the next one, so under load a round serves many searches, and when nothing changed it
 * costs one index probe.
 */
export class CatalogMirror {
  private state: CatalogState | null = null;
  private readonly rounds = new SharedReads<CatalogView>();

  constructor(private readonly db: Db) {}

  /** The catalogue with every change committed before this call. */
  read(): Promise<CatalogView> {
    return this.rounds.run('catalog', () => this.follow());
  }

  private async follow(): Promise<CatalogView> {
    const state = this.state;
    if (state) {
      const read = await readChanges(this.db, state.version, MIRROR_CHANGES_MAX);
      if (read.version === state.version) return state;
      if (canFollow(state, read)) {
        await applyChanges(this.db, state, read);
        return state;
      }
    }
    this.state = await readEverything(this.db);
    return this.state;
  }
}

let generations = 0;
/** Unique across states, so nothing derived from one state's topics is taken for another's. */
const nextGeneration = (): number => ++generations;

function canFollow(state: CatalogState, read: ChangeRead): boolean {
  return (
    read.version > state.version && !read.overflow && state.version >= read.prunedThrough && !read.changes.some((c) => c.kind === 'reset')
  );
}

async function readEverything(db: Db): Promise<CatalogState> {
  // The version first: the rows read after it hold at least its changes, and later ones are read again next round.
  const { version } = await readChanges(db, Number.MAX_SAFE_INTEGER, 0);
  const [topics, teachers, classes, courses, toggles] = await Promise.all([
    readTopics(db, 'all'),
    readTeachers(db, 'all'),
    readClasses(db, 'all'),
    readCourses(db, 'all'),
    readToggles(db),
  ]);
  const state: CatalogState = {
    version,
    topics: new Map(topics.map((t) => [t.id, t])),
    topicsGeneration: nextGeneration(),
    teachers: new Map(teachers.map((t) => [t.user_id, t])),
    classes: SortedEntries.of(classes),
    courses: SortedEntries.of(courses),
    toggles,
  };
  for (const teacher of await readTeachers(db, missingTeachers(state, [...classes, ...courses])))
    state.teachers.set(teacher.user_id, teacher);
  return state;
}

/** Teachers of these entries the state lacks (one who started teaching after the teachers were read). */
const missingTeachers = (state: CatalogView, entries: readonly { teacherId: number }[]): number[] => [
  ...new Set(entries.map((e) => e.teacherId).filter((id) => !state.teachers.has(id))),
];

/** Reads the changed rows again, then puts them in place at once: no search sees half a round. */
async function applyChanges(db: Db, state: CatalogState, read: ChangeRead): Promise<void> {
  const idsOf = (kind: string): number[] => [...new Set(read.changes.filter((c) => c.kind === kind).map((c) => c.id))];
  const [classIds, courseIds, topicIds, userIds] = [idsOf('class'), idsOf('course'), idsOf('topic'), idsOf('user')];
  const togglesChanged = read.changes.some((c) => c.kind === 'toggle');
  const [classes, courses, topics, teachers, toggles] = await Promise.all([
    readClasses(db, classIds),
    readCourses(db, courseIds),
    readTopics(db, topicIds),
    readTeachers(db, userIds),
    togglesChanged ? readToggles(db) : state.toggles,
  ]);
  const known = new Set([...state.teachers.keys(), ...teachers.map((t) => t.user_id)]);
  const newTeachers = await readTeachers(db, [...new Set([...classes, ...courses].map((e) => e.teacherId).filter((id) => !known.has(id)))]);

  for (const id of classIds) state.classes.remove(id);
  for (const entry of classes) state.classes.put(entry);
  for (const id of courseIds) state.courses.remove(id);
  for (const entry of courses) state.courses.put(entry);
  for (const id of topicIds) state.topics.delete(id);
  for (const topic of topics) state.topics.set(topic.id, topic);
  if (topicIds.length > 0) state.topicsGeneration = nextGeneration();
  for (const id of userIds) state.teachers.delete(id);
  for (const teacher of [...teachers, ...newTeachers]) state.teachers.set(teacher.user_id, teacher);
  state.toggles = toggles;
  state.version = read.version;
}
