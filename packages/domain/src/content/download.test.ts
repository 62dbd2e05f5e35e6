import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoneArb } from '../testing/arbitraries';
import { dstInstantArb } from '../testing/automatch-gating-content-builders';
import { T0 } from '../testing/builders';
import { DOWNLOAD_URL_MISSING_ERROR, buildDownloadFileName, planDownload } from './download';

/** Independent oracle: the calendar day through Intl, not luxon. */
const formats = new Map<string, Intl.DateTimeFormat>();
function oracleDate(ms: number, zone: string): string {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}

describe('buildDownloadFileName: "default name of the form IM_{date}_{unix seconds}"', () => {
  it('names by the local day and the unix seconds', () => {
    expect(buildDownloadFileName({ now: T0, zone: 'UTC' })).toBe('IM_20260310_1773144000');
    expect(buildDownloadFileName({ now: T0, zone: 'Pacific/Auckland' })).toBe('IM_20260311_1773144000');
    expect(buildDownloadFileName({ now: T0, zone: 'Not/AZone' })).toBe('IM_20260310_1773144000');
  });
  it('the day starts at local midnight: 1 ms before, exactly at, 1 ms after (Europe/Berlin on the spring-forward day)', () => {
    const midnight = Date.UTC(2026, 2, 28, 23, 0, 0); // 2026-03-29T00:00 Berlin (CET, +01:00)
    expect(buildDownloadFileName({ now: midnight - 1, zone: 'Europe/Berlin' })).toBe(`IM_20260328_${Math.floor((midnight - 1) / 1000)}`);
    expect(buildDownloadFileName({ now: midnight, zone: 'Europe/Berlin' })).toBe(`IM_20260329_${midnight / 1000}`);
    expect(buildDownloadFileName({ now: midnight + 1, zone: 'Europe/Berlin' })).toBe(`IM_20260329_${midnight / 1000}`);
  });
  it('property: the seconds boundary, 1 ms either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 946_684_800, max: 4_102_444_800 }), fc.constantFrom(-1, 0, 1), (seconds, delta) => {
        const name = buildDownloadFileName({ now: seconds * 1000 + delta, zone: 'UTC' });
        expect(name.split('_')[2]).toBe(String(delta < 0 ? seconds - 1 : seconds));
      }),
    );
  });
  it('property: the date equals an Intl oracle in random zones, around DST nights included', () => {
    fc.assert(
      fc.property(dstInstantArb, zoneArb, (now, zone) => {
        expect(buildDownloadFileName({ now, zone })).toBe(`IM_${oracleDate(now, zone)}_${Math.floor(now / 1000)}`);
      }),
    );
  });
  it('property: local midnight ±1 ms in Berlin, New York and Sydney', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Australia/Sydney'),
        fc.constantFrom(-1, 0, 1),
        (t, zone, delta) => {
          // The first instant of the local day of t, found by the oracle: back by hours, then forward by minutes.
          const day = oracleDate(t, zone);
          let start = t - (t % 60_000);
          while (oracleDate(start, zone) === day) start -= 3_600_000;
          while (oracleDate(start, zone) !== day) start += 60_000;
          const now = start + delta;
          const expectedDay = delta < 0 ? oracleDate(start - 1, zone) : day;
          expect(buildDownloadFileName({ now, zone }).split('_')[1]).toBe(expectedDay);
        },
      ),
    );
  });
});

describe('planDownload: "The downloader rejects when no URL is given"', () => {
  it('rejects a missing or blank URL', () => {
    expect(planDownload({ url: undefined, now: T0 })).toEqual({ ok: false, error: DOWNLOAD_URL_MISSING_ERROR });
    expect(planDownload({ url: '  ', now: T0 })).toEqual({ ok: false, error: 'Download URL is missing.' });
  });
  it('uses the given name, or the default one', () => {
    expect(planDownload({ url: 'https://cdn.example.com/a.pdf', fileName: 'slides.pdf', now: T0 })).toEqual({
      ok: true,
      url: 'https://cdn.example.com/a.pdf',
      fileName: 'slides.pdf',
    });
    expect(planDownload({ url: 'https://cdn.example.com/a.pdf', now: T0, zone: 'UTC' })).toEqual({
      ok: true,
      url: 'https://cdn.example.com/a.pdf',
      fileName: 'IM_20260310_1773144000',
    });
  });
});
