import { readFileSync } from 'node:fs';

interface Conditions {
  readonly types: string;
  readonly default: string;
}
interface PackageJson {
  readonly name: string;
  readonly exports: Record<string, string | { readonly import: Conditions; readonly require: Conditions }>;
}

/** One entry of package.json "exports", as a team imports it and as dist/ holds it. */
export interface PackageEntry {
  /** `@app/domain`, `@app/domain/time`, ... */
  readonly specifier: string;
  /** `index`, `time`, ...: names the entry's API report (etc/). */
  readonly name: string;
  /** Paths relative to the package folder, e.g. `./dist/time/index.js`. */
  readonly import: Conditions;
  readonly require: Conditions;
}

export const packageDir = new URL('../', import.meta.url);
export const packageJson = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as PackageJson;

/** The entries of package.json "exports" (all but `./package.json`), the package itself first. */
export function packageEntries(): PackageEntry[] {
  return Object.entries(packageJson.exports).flatMap(([subpath, target]) =>
    typeof target === 'string'
      ? []
      : [
          {
            specifier: subpath === '.' ? packageJson.name : `${packageJson.name}${subpath.slice(1)}`,
            name: subpath === '.' ? 'index' : subpath.slice(2),
            import: target.import,
            require: target.require,
          },
        ],
  );
}
