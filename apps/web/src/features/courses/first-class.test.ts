import { describe, expect, it } from 'vitest';
import { firstClassOf } from './first-class';

describe('firstClassOf', () => {
  it('takes the earliest outline, whatever the list order', () => {
    const outlines = [
      { start_time: '2026-12-08T17:00:00.000Z', end_time: '2026-12-08T18:00:00.000Z' },
      { start_time: '2026-12-01T17:00:00.000Z', end_time: '2026-12-01T18:00:00.000Z' },
    ];
    expect(firstClassOf({ start_time: '2026-12-01T17:00:00.000Z', duration: 60, outlines })).toEqual(outlines[1]);
  });

  it('falls back to the course start and its duration', () => {
    expect(firstClassOf({ start_time: '2026-12-01T17:00:00.000Z', duration: 45, outlines: [] })).toEqual({
      start_time: '2026-12-01T17:00:00.000Z',
      end_time: '2026-12-01T17:45:00.000Z',
    });
  });
});
