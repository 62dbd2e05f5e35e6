import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEACHER_PAGE_NEXT_PAGE_TRIGGER_POSITION, TEACHER_PAGE_PAGE_SIZE, shouldFetchNextTeacherPage } from './search-page-sizes';

describe('teacher page: "requests more results when the 51st card is seen"', () => {
  it('triggers on the 51st card (index 50) of each batch of 60, and on its neighbours not', () => {
    expect(TEACHER_PAGE_NEXT_PAGE_TRIGGER_POSITION).toBe(51);
    expect([49, 50, 51].map((index) => shouldFetchNextTeacherPage({ index }))).toEqual([false, true, false]);
    expect([109, 110, 111].map((index) => shouldFetchNextTeacherPage({ index }))).toEqual([false, true, false]);
  });

  it('refuses junk indexes and batch sizes', () => {
    expect(() => shouldFetchNextTeacherPage({ index: -10 })).toThrow(/index/);
    expect(() => shouldFetchNextTeacherPage({ index: 50.5 })).toThrow(/index/);
    expect(() => shouldFetchNextTeacherPage({ index: 50, batchSize: 0 })).toThrow(/batchSize/);
  });

  it('exactly one card per batch triggers (oracle: count over a batch)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (batch) => {
        const start = batch * TEACHER_PAGE_PAGE_SIZE;
        const hits = Array.from({ length: TEACHER_PAGE_PAGE_SIZE }, (_, i) => start + i).filter((index) =>
          shouldFetchNextTeacherPage({ index }),
        );
        expect(hits).toEqual([start + 50]);
      }),
    );
  });
});
