/**
 * The URL query as the teacher-search page receives it: every key maps to a string, a list of
 * strings (a repeated key) or nothing. Plain data, so these rules do not depend on the typed
 * teacher-search query of `teachers/`.
 */
export type UrlQueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * 001 §5: "arrays are accepted as a comma-joined string or a list."
 * The values of `key` as a list: a comma-joined string is split, list items are split too, every
 * item is trimmed and empty items are dropped. A missing key is `[]`.
 */
export function readQueryList(query: UrlQueryRecord, key: string): string[] {
  const raw = query[key];
  if (raw === undefined) return [];
  const parts = typeof raw === 'string' ? [raw] : raw;
  return parts
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The single value of `key`: the string itself, or the first item of a list; `undefined` when the
 * key is missing or the value is empty after trimming.
 */
export function readQueryValue(query: UrlQueryRecord, key: string): string | undefined {
  const raw = query[key];
  const first = typeof raw === 'string' ? raw : raw?.[0];
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * A path plus a query string built from `entries` in order. List values are written comma-joined
 * (the form 001 §5 accepts), every key and value is percent-encoded, and entries whose value is
 * `undefined`, `''` or an empty list are left out. No `?` when nothing is left.
 */
export function buildPathWithQuery(path: string, entries: readonly (readonly [string, string | readonly string[] | undefined])[]): string {
  const pairs = entries.flatMap(([key, value]) => {
    if (value === undefined) return [];
    const text = typeof value === 'string' ? value : value.join(',');
    return text === '' ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(text)}`];
  });
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
