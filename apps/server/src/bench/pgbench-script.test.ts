import { describe, expect, it } from 'vitest';
import {
  hasPgbenchVariable,
  inlineParameters,
  percentileFromPgbenchLog,
  pgbenchScript,
  readPgbenchTps,
  sqlLiteral,
} from './pgbench-script';

describe('inlineParameters', () => {
  it('writes each parameter in as a literal, $10 not read as $1', () => {
    const values = ["it's", 2, null, true, -3, 'a', 'b', 'c', 'd', 'ten'];
    expect(inlineParameters('select $1, $2, $3, $4, $5, $10', values)).toBe("select 'it''s', 2, NULL, true, (-3), 'ten'");
  });

  it('writes instants (Date or ISO string) as to_timestamp, with no colon pgbench would read as a variable', () => {
    const at = new Date('2026-11-26T10:00:00.250Z');
    expect(sqlLiteral(at)).toBe('to_timestamp(1795687200.25)');
    expect(sqlLiteral('2026-11-26T10:00:00.250Z')).toBe('to_timestamp(1795687200.25)');
    expect(hasPgbenchVariable(inlineParameters('select x::text where t > $1 and z = $2', [at, 'Europe/Berlin']))).toBe(false);
  });

  it('writes arrays in PostgreSQL array syntax', () => {
    expect(sqlLiteral(['a', 'b"c'])).toBe(`'{"a","b\\"c"}'`);
  });

  it('refuses a statement that names a parameter not sent', () => {
    expect(() => inlineParameters('select $2', [1])).toThrow(/\$2/);
  });
});

describe('hasPgbenchVariable', () => {
  it('sees :name but not a :: cast', () => {
    expect(hasPgbenchVariable("select '10:00'")).toBe(true);
    expect(hasPgbenchVariable('select 1::int, x::text[]')).toBe(false);
  });
});

describe('pgbenchScript', () => {
  it('picks one request per transaction and runs its statements, one line each', () => {
    expect(pgbenchScript([['select 1', 'select\n  2'], ['select 3']])).toBe(
      ['\\set pick random(0, 1)', '\\if :pick = 0', 'select 1;', 'select 2;', '\\elif :pick = 1', 'select 3;', '\\endif', ''].join('\n'),
    );
  });
});

describe('pgbench report', () => {
  it('reads tps', () => {
    expect(readPgbenchTps('latency average = 5.2 ms\ntps = 9570.118270 (without initial connection time)\n')).toBeCloseTo(9570.12);
  });

  it('reads a percentile from the transaction log (latency in microseconds, third field)', () => {
    const log = Array.from({ length: 100 }, (_, i) => `0 ${i} ${(i + 1) * 1000} 0 1795687200 0`).join('\n');
    expect(percentileFromPgbenchLog(log, 99)).toBe(99);
    expect(percentileFromPgbenchLog('', 99)).toBeNull();
  });
});
