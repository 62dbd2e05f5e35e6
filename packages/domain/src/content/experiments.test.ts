import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_CONTROL_GROUP,
  EXPERIMENT_NAMES,
  EXPERIMENT_TEST_GROUP,
  EXPERIMENT_TEST_GROUP_BUCKETS,
  assignExperimentGroup,
  getExperimentBucket,
  hashFnv1a32,
  isInTestGroup,
} from './experiments';

/** Independent oracle: BigInt FNV-1a over the UTF-8 bytes that encodeURIComponent produces. */
function oracleFnv(text: string): number {
  const bytes: number[] = [];
  for (const piece of encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? []) {
    bytes.push(piece.startsWith('%') ? parseInt(piece.slice(1), 16) : piece.charCodeAt(0));
  }
  let hash = 2166136261n;
  for (const b of bytes) hash = ((hash ^ BigInt(b)) * 16777619n) % 4294967296n;
  return Number(hash);
}

describe('experiment names: 001 §9', () => {
  it('"Experiment names: web_lesson_activation, web_filter_auto_record, ui_202307, teacher_search_filter_test_v1, Teacher_Search_Teacher_Card_Translate_AB, teacher_search_sort_test_v1; the test group is named \'test group\'"', () => {
    expect(Object.values(EXPERIMENT_NAMES)).toEqual([
      'web_lesson_activation',
      'web_filter_auto_record',
      'ui_202307',
      'teacher_search_filter_test_v1',
      'Teacher_Search_Teacher_Card_Translate_AB',
      'teacher_search_sort_test_v1',
    ]);
    expect(EXPERIMENT_TEST_GROUP).toBe('test group');
  });
});

describe('hashFnv1a32', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(hashFnv1a32('')).toBe(0x811c9dc5);
    expect(hashFnv1a32('a')).toBe(0xe40c292c);
    expect(hashFnv1a32('foobar')).toBe(0xbf9cf968);
  });
  it('property: equals a BigInt oracle on any well-formed Unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(hashFnv1a32(text)).toBe(oracleFnv(text));
      }),
    );
  });
});

describe('assignExperimentGroup: deterministic 50/50', () => {
  it('is stable for the same user and experiment', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...Object.values(EXPERIMENT_NAMES)), (userId, experimentName) => {
        expect(assignExperimentGroup({ userId, experimentName })).toBe(assignExperimentGroup({ userId: String(userId), experimentName }));
      }),
    );
  });
  it('property: test group iff bucket < 50, checked exactly at buckets 49 and 50', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), (userId, experimentName) => {
        const bucket = oracleFnv(`${experimentName}:${userId}`) % 100;
        expect(getExperimentBucket({ userId, experimentName })).toBe(bucket);
        expect(assignExperimentGroup({ userId, experimentName })).toBe(
          bucket < EXPERIMENT_TEST_GROUP_BUCKETS ? EXPERIMENT_TEST_GROUP : EXPERIMENT_CONTROL_GROUP,
        );
      }),
    );
    const byBucket = (target: number) => {
      for (let userId = 0; ; userId++) if (getExperimentBucket({ userId, experimentName: 'ui_202307' }) === target) return userId;
    };
    expect(assignExperimentGroup({ userId: byBucket(49), experimentName: 'ui_202307' })).toBe('test group');
    expect(assignExperimentGroup({ userId: byBucket(50), experimentName: 'ui_202307' })).toBe('control group');
  });
  it('splits 10 000 users close to 50/50 in every experiment', () => {
    for (const experimentName of Object.values(EXPERIMENT_NAMES)) {
      let test = 0;
      for (let userId = 1; userId <= 10_000; userId++) if (assignExperimentGroup({ userId, experimentName }) === 'test group') test++;
      expect(test).toBeGreaterThan(4_700);
      expect(test).toBeLessThan(5_300);
    }
  });
});

describe('isInTestGroup', () => {
  const groups = [
    { experiment_name: 'web_lesson_activation', group: 'test group' },
    { experiment_name: 'ui_202307', group: 'control group' },
  ];
  it("is true only for an experiment whose group is exactly 'test group'", () => {
    expect(isInTestGroup(groups, EXPERIMENT_NAMES.lessonActivation)).toBe(true);
    expect(isInTestGroup(groups, EXPERIMENT_NAMES.ui202307)).toBe(false);
    expect(isInTestGroup(groups, EXPERIMENT_NAMES.teacherCardTranslate)).toBe(false);
    expect(isInTestGroup([{ experiment_name: 'ui_202307', group: 'Test Group' }], 'ui_202307')).toBe(false);
    expect(isInTestGroup(null, 'ui_202307')).toBe(false);
  });
});
