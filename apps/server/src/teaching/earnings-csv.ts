import type { TeachingEarningRow } from '@app/api';

/** The CSV's columns, in order: one line per earnings row, as the page's history shows it. */
export const EARNINGS_CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'available_at',
  'reversed_at',
  'item',
  'item_id',
  'title',
  'item_start',
  'student',
  'gross_usd',
  'commission_usd',
  'net_usd',
  'commission_rate_percent',
] as const;

/** Signed cents as USD with exactly 2 decimals, from the integer (no float): -1234 -> "-12.34". */
export function formatUsdAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percent with 2 decimals: 2000 -> "20.00". */
const formatPercent = (bps: number): string => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * people typed (titles, nicknames) that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab,
 * CR first) gets a leading `'` (OWASP CSV injection); numbers and times are ours and left alone.
 */
export function csvField(value: string, { typed = false }: { typed?: boolean } = {}): string {
  const safe = typed && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function itemFields(item: TeachingEarningRow['item']): [kind: string, id: string, title: string, start: string] {
  if (item.kind === 'class') return ['class', String(item.group_class_id), item.title, item.start_time];
  if (item.kind === 'course') return ['course', String(item.course_id), item.title, item.start_time];
  return ['lesson', String(item.lesson_id), `${item.is_trial ? 'Trial lesson' : 'Lesson'} (${item.language})`, item.start_time];
}

/** The rows as a CSV document: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function earningsCsv(rows: readonly TeachingEarningRow[]): string {
  const lines = [EARNINGS_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const [itemKind, itemId, title, itemStart] = itemFields(row.item);
    lines.push(
      [
        String(row.id),
        row.created_at,
        row.kind === 'EARNING' ? 'earning' : 'reversal',
        row.status,
        row.available_at,
        row.reversed_at ?? '',
        itemKind,
        itemId,
        csvField(title, { typed: true }),
        itemStart,
        csvField(row.student.nickname, { typed: true }),
        formatUsdAmount(row.gross_cents),
        formatUsdAmount(row.commission_cents),
        formatUsdAmount(row.net_cents),
        formatPercent(row.commission_bps),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
