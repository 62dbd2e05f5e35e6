import { existsSync, readFileSync } from 'node:fs';

/** The parts of Vite's build manifest (`dist/.vite/manifest.json`) read here. */
export type ClientManifest = Record<string, { readonly file: string; readonly imports?: readonly string[]; readonly isEntry?: boolean }>;

/** The client build's manifest at `url`, or null when there is no build (tests, the dev server). */
export function readClientManifest(url: URL): ClientManifest | null {
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as ClientManifest) : null;
}

function closure(manifest: ClientManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into);
  return into;
}

/**
 * The files (`/assets/...`) the modules `keys` load beyond the entry: what the browser will ask
 * for to hydrate a page, known to the server before the entry has even run. The entry's own files
 * are in the shell already. Unknown keys give nothing.
 */
export function routeChunks(manifest: ClientManifest, keys: readonly string[]): string[] {
  const initial = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) closure(manifest, key, initial);
  const wanted = new Set<string>();
  for (const key of keys) closure(manifest, key, wanted);
  return [...wanted].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}
