import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  joinTopicOutcomes,
  splitTopicOutcomes,
  TOPIC_DURATION_CHOICES,
  TOPIC_INTRO_MIN_LENGTH,
  TOPIC_MAX_CAPACITY,
  TOPIC_MAX_PRICE_CENTS,
  TOPIC_MIN_CAPACITY,
  TOPIC_MIN_PRICE_CENTS,
  TOPIC_OUTCOMES_MAX,
  TOPIC_TITLE_MAX_LENGTH,
  type TopicDraft,
  validateTopicDraft,
} from './topic-draft';
import { isTopicSchedulable } from './topic-status';

const draft: TopicDraft = {
  title: 'Ordering food in a restaurant',
  description: 'Menus, ordering, asking for the bill: the phrases you need tonight.',
  outcomes: ['Order a meal', 'Ask for the bill'],
  language: 'english',
  language_level: 2,
  category: 'CA001',
  tag: 'Conversation',
  duration: 60,
  student_capacity: 6,
  price: 1_200,
};
const languages = ['english', 'spanish'];
const catalogue: [string, ...string[]][] = [
  ['CA001', 'Conversation', 'Travel'],
  ['CA004', 'Kids'],
];
const check = (over: Partial<TopicDraft>) => validateTopicDraft({ draft: { ...draft, ...over }, languages, catalogue });
const fields = (over: Partial<TopicDraft>) => {
  const result = check(over);
  return result.ok ? [] : result.issues.map((i) => `${i.field}:${i.reason}`);
};

describe('validateTopicDraft: "everything the specs show on a topic ... level (the spec\'s level set) ... capacity (the spec\'s bounds)"', () => {
  it('accepts a complete topic', () => {
    expect(check({}).ok).toBe(true);
    expect(check({ tag: null }).ok).toBe(true);
  });

  it('names each field out of bounds', () => {
    expect(fields({ title: 'Hi', description: 'short', outcomes: [] })).toEqual([
      'title:too-short',
      'description:too-short',
      'outcomes:too-few',
    ]);
    expect(fields({ title: 'x'.repeat(TOPIC_TITLE_MAX_LENGTH + 1) })).toEqual(['title:too-long']);
    expect(fields({ outcomes: Array.from({ length: TOPIC_OUTCOMES_MAX + 1 }, () => 'An outcome') })).toEqual(['outcomes:too-many']);
    expect(fields({ outcomes: ['ok outcome', 'two\nlines'] })).toEqual(['outcomes.1:multi-line']);
    expect(fields({ language: 'german' })).toEqual(['language:not-offered']);
    expect(fields({ category: 'CA009' })).toEqual(['category:not-offered']);
    expect(fields({ tag: 'Kids' })).toEqual(['tag:not-offered']);
    expect(fields({ duration: 50 })).toEqual(['duration:not-a-choice']);
    expect(fields({ price: 12.5 })).toEqual(['price:not-whole']);
  });

  it('"Levels A1, A2, B1, B2, C1, C2": 1..6, not 0 and not Native (7)', () => {
    expect([0, 1, 6, 7].map((level) => check({ language_level: level }).ok)).toEqual([false, true, true, false]);
  });

  it('"6 learners per class": capacity 2..6, each bound -1 / exact / +1', () => {
    const at = (c: number) => check({ student_capacity: c }).ok;
    expect([TOPIC_MIN_CAPACITY - 1, TOPIC_MIN_CAPACITY, TOPIC_MIN_CAPACITY + 1].map(at)).toEqual([false, true, true]);
    expect([TOPIC_MAX_CAPACITY - 1, TOPIC_MAX_CAPACITY, TOPIC_MAX_CAPACITY + 1].map(at)).toEqual([true, true, false]);
  });

  it('price bounds -1 / exact / +1 cent', () => {
    const at = (p: number) => check({ price: p }).ok;
    expect([TOPIC_MIN_PRICE_CENTS - 1, TOPIC_MIN_PRICE_CENTS, TOPIC_MAX_PRICE_CENTS, TOPIC_MAX_PRICE_CENTS + 1].map(at)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('the intro minimum counts trimmed characters', () => {
    expect(check({ description: ` ${'x'.repeat(TOPIC_INTRO_MIN_LENGTH - 1)} ` }).ok).toBe(false);
    expect(check({ description: 'x'.repeat(TOPIC_INTRO_MIN_LENGTH) }).ok).toBe(true);
  });

  it('property: valid iff capacity, duration and price are each inside their bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 30_000 }), (c, d, p) => {
        const expected =
          c >= TOPIC_MIN_CAPACITY &&
          c <= TOPIC_MAX_CAPACITY &&
          (TOPIC_DURATION_CHOICES as readonly number[]).includes(d) &&
          p >= TOPIC_MIN_PRICE_CENTS &&
          p <= TOPIC_MAX_PRICE_CENTS;
        expect(check({ student_capacity: c, duration: d, price: p }).ok).toBe(expected);
      }),
    );
  });

  it('outcomes round-trip through outcome_desc (one a line)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/), { maxLength: 6 }), (outcomes) => {
        expect(splitTopicOutcomes(joinTopicOutcomes(outcomes))).toEqual(outcomes);
      }),
    );
  });
});

describe('isTopicSchedulable: "an archived topic ... cannot be scheduled"', () => {
  it('only a published (APPROVE) topic', () => {
    expect([isTopicSchedulable('APPROVE'), isTopicSchedulable('ARCHIVED')]).toEqual([true, false]);
  });
});
