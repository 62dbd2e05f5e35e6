/**
 * The floor of `pnpm bench:api`: the statements the API ran for each request of the mix, replayed
 * by pgbench on the same database with the same 50 clients. A pgbench script picks one recorded
 * request at random per transaction (`\set` + `\if` branches) and runs its statements as sent, each
 * parameter written as a literal.
 */

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** PostgreSQL's text form of an array, as node-postgres sends a JS array. */
function arrayLiteral(items: readonly unknown[]): string {
  const element = (item: unknown): string => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text =
      item instanceof Date
        ? item.toISOString()
        : typeof item === 'string'
          ? item
          : typeof item === 'number' || typeof item === 'bigint' || typeof item === 'boolean'
            ? String(item)
            : JSON.stringify(item);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${items.map(element).join(',')}}`;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A parameter as an SQL literal. Instants become `to_timestamp(seconds)`, which holds no colon:
 * pgbench reads `:name` in a statement as its variable, even inside a quoted literal.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return `to_timestamp(${value.getTime() / 1000})`;
  if (typeof value === 'number' || typeof value === 'bigint') return value < 0 ? `(${String(value)})` : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // drizzle sends instants of timestamp columns as ISO strings.
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? `to_timestamp(${Date.parse(value) / 1000})` : quote(value);
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(JSON.stringify(value));
}

/** `text` with each `$n` replaced by the literal of `values[n - 1]`. */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (whole, index: string) => {
    const i = Number(index) - 1;
    if (i < 0 || i >= values.length) throw new Error(`statement refers to ${whole}, but ${values.length} values were sent`);
    return sqlLiteral(values[i]);
  });
}

/** True when pgbench would read part of this statement as a variable (`:name` outside a `::` cast). */
export function hasPgbenchVariable(statement: string): boolean {
  return /(^|[^:]):[A-Za-z0-9_]/.test(statement);
}

/**
 * A pgbench script replaying `requests` (each the statements of one API request, in order), one
 * request per transaction, picked uniformly. Statements go on one line each: pgbench ends an SQL
 * command at a newline that follows a semicolon, and at the end of the line otherwise.
 */
export function pgbenchScript(requests: readonly (readonly string[])[]): string {
  if (requests.length === 0) throw new Error('pgbench script: no requests');
  const lines = [`\\set pick random(0, ${requests.length - 1})`];
  requests.forEach((statements, i) => {
    lines.push(`${i === 0 ? '\\if' : '\\elif'} :pick = ${i}`);
    for (const statement of statements) lines.push(`${statement.replace(/\s+/g, ' ').trim()};`);
  });
  lines.push('\\endif', '');
  return lines.join('\n');
}

/** The transactions per second of a pgbench run, from its report. */
export function readPgbenchTps(report: string): number {
  const match = /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(report);
  if (!match?.[1]) throw new Error(`no tps in the pgbench report:\n${report}`);
  return Number(match[1]);
}

/** The p99 latency (ms) pgbench logs, from its `--log` lines (`client tx latency_us ...`); null without lines. */
export function percentileFromPgbenchLog(log: string, percentile: number): number | null {
  const latencies = log
    .split('\n')
    .map((line) => Number(line.split(' ')[2]))
    .filter((us) => Number.isFinite(us))
    .sort((a, b) => a - b);
  if (latencies.length === 0) return null;
  const at = Math.min(latencies.length - 1, Math.ceil((percentile / 100) * latencies.length) - 1);
  return (latencies[at] ?? 0) / 1000;
}
