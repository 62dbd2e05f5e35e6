import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, openDatabase } from '../db/database';
import { MIGRATIONS_FOLDER } from '../paths';

/**
 * What a migrated database depends on: every migration file, and the PGlite build (its resolved
 * path, which pnpm names by version), so a changed migration or an upgrade makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(realpathSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A template no test has made for a day: another checkout's or an old migration set's (each is 40+ MB). */
const STALE_TEMPLATE_MS = 24 * 3_600_000;

/** Removes the other templates not written for a day; one still in use elsewhere is simply made again there. */
function removeStaleTemplates(keep: string): void {
  const dir = tmpdir();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!/^pglite-migrated-[0-9a-f]+\.tar$/.test(name) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_TEMPLATE_MS) rmSync(path, { force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

/**
 * The tarball of a freshly migrated PGlite, made once and kept in the temp directory for every
 * test process after it (each test file and browser spec runs in a process of its own): loading it
 * takes well under a second, where initdb and the migrations take several on a busy CI machine.
 */
async function loadTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `pglite-migrated-${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const template = await makeTemplate();
    // Written aside and renamed, so a process starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
    renameSync(partial, file);
    removeStaleTemplates(file);
    return template;
  }
}

let template: Promise<Blob> | undefined;

/** An in-memory PGlite with every migration applied: a copy of the template, as a new one would be. */
export async function openMigratedPglite(): Promise<Database> {
  template ??= loadTemplate();
  const database = await openDatabase({ memory: true, from: await template });
  // Nothing to apply on a current template; on a stale one it would apply what it lacks.
  await database.migrate();
  return database;
}
