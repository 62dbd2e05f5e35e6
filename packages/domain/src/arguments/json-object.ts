/**
 * A JSON object: not null, not an array. The readers of stored and served records that load no zod
 * (saved filters, the content record, lesson-activation answers) start from it.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
