import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/constants';
import { TOPIC_MAX_CAPACITY, TOPIC_MIN_CAPACITY } from './topic-draft';
import { decideTopicEdit, isBookedUpcomingClass, type TopicClassFacts } from './topic-edit';

const now = Date.UTC(2026, 10, 26, 9);
const before = { price: 1_200, duration: 60, language_level: 3, student_capacity: 6 };
const cls = (over: Partial<TopicClassFacts> = {}): TopicClassFacts => ({
  start_time: now + 24 * HOUR_MS,
  end_time: now + 25 * HOUR_MS,
  status: 'UPCOMING',
  bookedCount: 2,
  ...over,
});

describe('decideTopicEdit: "edits that would change a booked class\'s price, time, length, level or capacity below the booked count are refused"', () => {
  it('refuses a price, length or level change while a class is booked, naming each field', () => {
    const decision = decideTopicEdit({ before, changes: { price: 900, duration: 90, language_level: 4 }, classes: [cls()], now });
    expect(decision.outcome).toBe('locked');
    if (decision.outcome !== 'locked') return;
    expect(decision.refusals.map((r) => r.field)).toEqual(['price', 'duration', 'language_level']);
    expect(decision.refusals[0]?.message).toBe('The price cannot change while 1 upcoming class of this topic is booked.');
  });

  it('allows text, category and tag edits, and the same price sent again', () => {
    const changes = { title: 'New title', description: 'x'.repeat(30), outcomes: ['a b c'], category: 'CA002', tag: null, price: 1_200 };
    expect(decideTopicEdit({ before, changes, classes: [cls({ bookedCount: 6 })], now }).outcome).toBe('allowed');
  });

  it('allows every change when no class is booked, cancelled, or every booked class has ended', () => {
    const changes = { price: 500, duration: 30, language_level: 1, student_capacity: 2 };
    expect(decideTopicEdit({ before, changes, classes: [], now }).outcome).toBe('allowed');
    expect(decideTopicEdit({ before, changes, classes: [cls({ bookedCount: 0 })], now }).outcome).toBe('allowed');
    expect(decideTopicEdit({ before, changes, classes: [cls({ status: 'CANCELLED' })], now }).outcome).toBe('allowed');
    expect(decideTopicEdit({ before, changes, classes: [cls({ end_time: now })], now }).outcome).toBe('allowed');
  });

  it('a class in progress still holds the topic (end is exclusive: -1 ms locked, exact and +1 ms free)', () => {
    const at = (endOffset: number) => isBookedUpcomingClass(cls({ start_time: now - HOUR_MS, end_time: now + endOffset }), now);
    expect([at(1), at(0), at(-1)]).toEqual([true, false, false]);
  });

  it('names the largest booked count when the capacity would go below it', () => {
    const decision = decideTopicEdit({
      before,
      changes: { student_capacity: 3 },
      classes: [cls({ bookedCount: 2 }), cls({ bookedCount: 4 })],
      now,
    });
    expect(decision).toMatchObject({
      outcome: 'locked',
      refusals: [
        { field: 'student_capacity', message: 'The capacity cannot go below 4: a class of this topic already has 4 students booked.' },
      ],
    });
  });

  it('property: capacity booked - 1 is refused, exactly booked and booked + 1 are allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TOPIC_MAX_CAPACITY }), fc.integer({ min: -1, max: 1 }), (booked, delta) => {
        const capacity = booked + delta;
        fc.pre(capacity >= TOPIC_MIN_CAPACITY - 1);
        const decision = decideTopicEdit({ before, changes: { student_capacity: capacity }, classes: [cls({ bookedCount: booked })], now });
        expect(decision.outcome).toBe(delta < 0 ? 'locked' : 'allowed');
      }),
    );
  });

  it('property: any change of a locked field is refused iff some class is booked and not ended', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ booked: fc.integer({ min: 0, max: 6 }), endOffset: fc.integer({ min: -2, max: 2 }), cancelled: fc.boolean() }),
          {
            maxLength: 5,
          },
        ),
        fc.integer({ min: 100, max: 20_000 }),
        (rows, price) => {
          const classes = rows.map((r) =>
            cls({ bookedCount: r.booked, end_time: now + r.endOffset, status: r.cancelled ? 'CANCELLED' : 'UPCOMING' }),
          );
          const held = rows.some((r) => r.booked > 0 && r.endOffset > 0 && !r.cancelled);
          const outcome = decideTopicEdit({ before, changes: { price }, classes, now }).outcome;
          expect(outcome).toBe(held && price !== before.price ? 'locked' : 'allowed');
        },
      ),
    );
  });
});
