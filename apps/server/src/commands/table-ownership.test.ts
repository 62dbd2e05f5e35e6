import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNED_TABLES } from './owned-tables';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Folders allowed to write owned tables without a command, and why:
 * - seed/: demo and load-test data, written in bulk (raw SQL) before any user acts; a seeded booking
 *   is a row with its charge, as a command would have left it. The demo seed's topics, classes and
 *   courses are not rows of its own: it calls createTopic, scheduleClasses and createCourse (issue 14;
 *   the test below), and only sets the statuses that bookings, the sweep and cancellations leave.
 * - testing/: fixtures arranging a catalog (teachers, topics, classes, courses, slots) and seats in
 *   states no command can reach from "now" (past classes, other statuses).
 */
const ALLOWED_FOLDERS = ['seed', 'testing'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each way a file can write one owned table: drizzle's builders on the table object, or raw SQL naming it. */
function writePatterns(codeName: string, sqlName: string): RegExp[] {
  return [
    new RegExp(`\\.(insert|update|delete)\\(\\s*(\\w+\\.)?${codeName}\\s*[,)]`),
    new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\s`, 'i'),
  ];
}

/** "file: table" for every write of an owned table in the given files. */
export function findOwnedTableWrites(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const [codeName, table] of Object.entries(OWNED_TABLES)) {
      if (writePatterns(codeName, getTableName(table)).some((p) => p.test(file.text))) found.push(`${file.path}: ${getTableName(table)}`);
    }
  }
  return found;
}

describe('tables owned by commands/ are written only there', () => {
  it('no source file outside commands/ (and the allowlisted seed/ and testing/) writes an owned table', () => {
    const files = sourceFiles(SRC)
      .map((path) => relative(SRC, path).split(sep).join('/'))
      .filter((path) => !path.startsWith('commands/') && !ALLOWED_FOLDERS.some((folder) => path.startsWith(`${folder}/`)))
      .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    expect(findOwnedTableWrites(files)).toEqual([]);
  });

  it("the demo seed makes its teachers' topics, classes and courses through the console's commands, never by insert", () => {
    const text = readFileSync(join(SRC, 'seed/seed-demo.ts'), 'utf8');
    const inserts = findOwnedTableWrites([{ path: 'seed/seed-demo.ts', text: text.replace(/\.update\(/g, '.set(') }]);
    expect(inserts.filter((w) => /: (topics|group_classes|courses)$/.test(w))).toEqual([]);
    for (const command of ['createTopic', 'scheduleClasses', 'createCourse']) expect(text).toContain(`await ${command}(`);
  });

  it('finds drizzle writes and raw SQL writes, not reads or look-alikes', () => {
    const write = (text: string) => findOwnedTableWrites([{ path: 'x.ts', text }]);
    expect(write('await tx.insert(groupClassStudents).values(row)')).toEqual(['x.ts: group_class_students']);
    expect(write('await tx\n  .update(courses)\n  .set({})')).toEqual(['x.ts: courses']);
    expect(write('await tx.delete(schema.teacherOpenSlots).where(x)')).toEqual(['x.ts: teacher_open_slots']);
    expect(write('await tx.execute(sql`insert into ledger_entries (user_id) values (1)`)')).toEqual(['x.ts: ledger_entries']);
    expect(write('sql`update lessons set status = 1`')).toEqual(['x.ts: lessons']);
    expect(write('sql`delete from "problem_reports" where id = 1`')).toEqual(['x.ts: problem_reports']);
    expect(write('await tx.select().from(groupClasses).for("update")')).toEqual([]);
    expect(write('await tx.insert(groupClassesArchive).values(row)')).toEqual([]);
    expect(write('createHash("sha256").update(token)')).toEqual([]);
  });

  it('owns the accounts too (issue 19): users, their confirmation links, messages and hearted teachers and topics', () => {
    const write = (text: string) => findOwnedTableWrites([{ path: 'x.ts', text }]);
    expect(write('await db.update(users).set({ locale })')).toEqual(['x.ts: users']);
    expect(write('await db.insert(emailConfirmations).values(row)')).toEqual(['x.ts: email_confirmations']);
    expect(write('await tx.insert(conversations).values(row)')).toEqual(['x.ts: conversations']);
    expect(write('await db.update(conversationMessages).set({ read_at })')).toEqual(['x.ts: conversation_messages']);
    expect(write('await db.delete(favourites).where(mine)')).toEqual(['x.ts: favourites']);
    expect(write('await db.insert(topicFavourites).values(row)')).toEqual(['x.ts: topic_favourites']);
    expect(write('await db.select().from(users).where(mine)')).toEqual([]);
  });

  it("owns the user's own settings and requests too (issue 19): mail opt-outs, calendar feed, search history, feedback, support, popups", () => {
    const write = (text: string) => findOwnedTableWrites([{ path: 'x.ts', text }]);
    expect(write('await tx.insert(mailOptOuts).values(row)')).toEqual(['x.ts: mail_opt_outs']);
    expect(write('await db.insert(calendarFeeds).values(row)')).toEqual(['x.ts: calendar_feeds']);
    expect(write('await db.delete(searchHistory).where(mine)')).toEqual(['x.ts: search_history']);
    expect(write('await db.insert(feedbacks).values(row)')).toEqual(['x.ts: feedbacks']);
    expect(write('await db.insert(supportRequests).values(row)')).toEqual(['x.ts: support_requests']);
    expect(write('await db.insert(marketingPopupDismissals).values(row)')).toEqual(['x.ts: marketing_popup_dismissals']);
    // The unsubscribe tokens are made with the mail they go into: infrastructure, not owned (README).
    expect(write('await tx.insert(mailUnsubscribeTokens).values(row)')).toEqual([]);
  });
});
