import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShareEvent } from './share-event';

describe('buildShareEvent', () => {
  it('"Share events carry method and content_type"', () => {
    expect(buildShareEvent({ method: 'copy_link', content_type: 'group_course', item_id: 42 })).toEqual({
      ok: true,
      event: { name: 'share', method: 'copy_link', content_type: 'group_course', item_id: '42' },
    });
  });
  it('"Missing share data logs \'Share item data are missing.\' and no share event is sent."', () => {
    expect(buildShareEvent(null)).toEqual({ ok: false, log: 'Share item data are missing.' });
    expect(buildShareEvent({ method: 'copy_link', item_id: 1 })).toEqual({ ok: false, log: 'Share item data are missing.' });
    expect(buildShareEvent({ method: ' ', content_type: 'class', item_id: 1 })).toEqual({ ok: false, log: 'Share item data are missing.' });
    expect(buildShareEvent({ method: 'copy_link', content_type: 'class' }).ok).toBe(false);
  });
  it('property: an event iff all three fields are present and non-blank', () => {
    const field = fc.constantFrom(undefined, null, '', '  ', 'x');
    fc.assert(
      fc.property(field, field, fc.constantFrom(undefined, null, '', 0, 7, 'id'), (method, content_type, item_id) => {
        const present = (v: string | number | null | undefined) => v !== undefined && v !== null && String(v).trim() !== '';
        expect(buildShareEvent({ method, content_type, item_id }).ok).toBe(present(method) && present(content_type) && present(item_id));
      }),
    );
  });
});
