/** A query value as the contract's schemas accept it before parsing. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Encodes a query object. 001 §7.1: "Array parameters are sent repeated." `undefined`/`null` are
 * left out; booleans become `1`/`0` (the spec's flags are numeric).
 */
export function toQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const scalar = (v: string | number | boolean): string => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[]) search.append(key, scalar(item));
    } else {
      search.append(key, scalar(value as string | number | boolean));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Fills `:name` parameters of a path (a `{regex}` constraint after the name, as in `:id{[0-9]+}`,
 * is for the server's router and is dropped), URL-encoding each value. Throws when one is missing.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
