import type { z } from 'zod';

interface SchemaDef {
  type: string;
  coerce?: boolean;
  checks?: readonly { _zod: { def: { check: string } } }[];
  getter?: () => z.ZodType;
  [key: string]: unknown;
}

const defOf = (value: unknown): SchemaDef | null =>
  value !== null && typeof value === 'object' && '_zod' in value ? (value as { _zod: { def: SchemaDef } })._zod.def : null;

/** Schema kinds whose output is not the JSON they read: what a client that casts would get wrong. */
const REWRITING_TYPES = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'date', 'bigint', 'map', 'set', 'success', 'nan']);

/**
 * Where `schema` would answer something other than the JSON it read (a transform, a default, a
 * coercion, a `.trim()`-like overwrite, a type JSON cannot carry), as paths like
 * `data.classes[].start_time: default`. Empty: its output is its input, so a client may take an
 * answer as `z.output` of it without parsing (`createApiClient({ parse: false })`).
 */
export function answerRewrites(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    const def = defOf(node);
    if (!def || seen.has(node)) return;
    seen.add(node);
    if (REWRITING_TYPES.has(def.type)) found.push(`${path || '(root)'}: ${def.type}`);
    if (def.coerce) found.push(`${path || '(root)'}: coerce`);
    for (const check of def.checks ?? []) if (check._zod.def.check === 'overwrite') found.push(`${path || '(root)'}: overwrite`);
    if (def.type === 'lazy' && def.getter) visit(def.getter(), path);
    if (def.type === 'object')
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) visit(value, path ? `${path}.${key}` : key);
    if (def.type === 'array') visit(def.element, `${path}[]`);
    for (const key of ['innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall', 'rest'] as const)
      visit(def[key], path);
    for (const key of ['options', 'items'] as const) if (Array.isArray(def[key])) for (const option of def[key]) visit(option, path);
  };
  visit(schema, '');
  return found;
}
