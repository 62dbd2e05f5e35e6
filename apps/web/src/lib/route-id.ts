/** A positive integer id from a path or query parameter (`/group-course/12`), or null for anything else. */
export function parseRouteId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
