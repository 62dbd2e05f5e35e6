/** Both drivers answer `db.execute` with `{ rows }`; the row type is the caller's to state (its SQL names the columns). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
