import { existsSync, readFileSync } from 'node:fs';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into);
  return into;
}

/**
 * The script files a page needs beyond the entry's own (which index.html already preloads), read
 * from the client build's manifest: linked as `modulepreload`, the browser fetches the page's chunks
 * with the entry instead of after it, and hydration starts one round trip sooner.
 */
export function pagePreloads(manifestUrl: URL): (module: string) => string[] {
  if (!existsSync(manifestUrl)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Manifest;
  const initial = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => [...closure(manifest, key)]),
  );
  const cache = new Map<string, string[]>();
  return (module) => {
    let files = cache.get(module);
    if (!files) {
      files = [...closure(manifest, module)].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
      cache.set(module, files);
    }
    return files;
  };
}
