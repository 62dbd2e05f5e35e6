import { describe, expect, it } from 'vitest';
import { EVENTS_MAX_PER_BATCH } from './event-names';
import { EventBatchSchema, findPersonalData } from './events';

const event = (over: Record<string, unknown> = {}) => ({
  name: 'share',
  event_id: 'evt_0123456789',
  occurred_at: 1_773_144_000_000,
  path: '/group-course/7',
  ids: { browser_key: 'bk_abcdefgh12', user_id: 42, booking_flow_id: '42177314400000010' },
  props: { method: 'copy_link', content_type: 'course', item_id: '7' },
  ...over,
});
const firstIssue = (input: unknown) => {
  const parsed = EventBatchSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message };
};

describe('EventBatchSchema', () => {
  it('accepts a well-formed batch of every size from 1 to 50', () => {
    expect(EventBatchSchema.safeParse({ events: [event()] }).success).toBe(true);
    expect(EventBatchSchema.safeParse({ events: Array.from({ length: EVENTS_MAX_PER_BATCH }, () => event()) }).success).toBe(true);
  });

  it('refuses an empty batch and one of 51 events, naming events', () => {
    expect(firstIssue({ events: [] })?.path).toBe('events');
    expect(firstIssue({ events: Array.from({ length: EVENTS_MAX_PER_BATCH + 1 }, () => event()) })?.path).toBe('events');
  });

  it('refuses an unknown event name, naming events.N.name', () => {
    expect(firstIssue({ events: [event(), event({ name: 'scroll_depth' })] })).toEqual({
      path: 'events.1.name',
      message: expect.stringContaining('unknown event name') as unknown,
    });
    expect(firstIssue({ events: [event({ name: undefined })] })?.path).toBe('events.0.name');
  });

  it('refuses personal data anywhere, naming the field', () => {
    expect(firstIssue({ events: [event({ props: { method: 'copy_link', content_type: 'course', item_id: '7', email: 'x' } })] })).toEqual({
      path: 'events.0.props.email',
      message: 'personal data is not accepted in events',
    });
    expect(firstIssue({ events: [event({ ids: { name: 'Emma' } })] })?.path).toBe('events.0.ids.name');
    expect(firstIssue({ events: [event({ nickname: 'Emma' })] })?.path).toBe('events.0.nickname');
    expect(firstIssue({ events: [event({ props: { method: 'copy_link', content_type: 'course', item_id: 'emma@demo.test' } })] })).toEqual({
      path: 'events.0.props.item_id',
      message: 'an email address is not accepted in events',
    });
  });

  it('refuses unknown props of a known name and a currency other than USD', () => {
    expect(firstIssue({ events: [event({ props: { method: 'copy_link', content_type: 'course', item_id: '7', extra: 1 } })] })?.path).toBe(
      'events.0.props',
    );
    expect(
      firstIssue({ events: [event({ name: 'purchase', props: { item_type: 'class', item_id: '3', value: 15, currency: 'EUR' } })] })?.path,
    ).toBe('events.0.props.currency');
  });

  it('refuses a path with a query string', () => {
    expect(firstIssue({ events: [event({ path: '/group-class/english?keyword=x' })] })?.path).toBe('events.0.path');
  });

  it('findPersonalData ignores the event name itself', () => {
    expect(findPersonalData({ name: 'share', props: {} })).toBeNull();
  });
});
