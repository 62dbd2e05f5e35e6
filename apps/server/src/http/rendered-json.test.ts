import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RenderedJson, stringifyAnswer } from './rendered-json';

describe('stringifyAnswer', () => {
  it('writes rendered values as they are, wherever they sit in the answer', () => {
    const card = new RenderedJson<{ id: number }>('{"id":7,"title":"Caf\\u00e9 \\"chat\\""}');
    const answer = { data: { classes: [card, new RenderedJson('{"id":8}')], paging: { page: 1 } }, alone: card };
    const text = stringifyAnswer(answer);
    expect(text).toBe(
      '{"data":{"classes":[{"id":7,"title":"Caf\\u00e9 \\"chat\\""},{"id":8}],"paging":{"page":1}},"alone":{"id":7,"title":"Caf\\u00e9 \\"chat\\""}}',
    );
    expect(JSON.parse(text)).toEqual({
      data: { classes: [{ id: 7, title: 'Café "chat"' }, { id: 8 }], paging: { page: 1 } },
      alone: { id: 7, title: 'Café "chat"' },
    });
    expect(stringifyAnswer([new RenderedJson('[]')])).toBe('[[]]');
    // A page of cards alone is joined; with anything else beside them, the general path writes it.
    expect(stringifyAnswer([card, new RenderedJson('{"id":8}')])).toBe('[{"id":7,"title":"Caf\\u00e9 \\"chat\\""},{"id":8}]');
    expect(stringifyAnswer([card, { id: 9 }, null])).toBe('[{"id":7,"title":"Caf\\u00e9 \\"chat\\""},{"id":9},null]');
  });

  it('is JSON.stringify for answers with no rendered value, whatever their strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyAnswer(value)).toBe(JSON.stringify(value));
      }),
    );
    // Text that looks like a slot is left alone: only a string made of U+0000 marks is one.
    const lookalikes = ['\\u00000\\u0000', '"\\u00000\\u0000"', 'x\\u00000\\u0000'];
    expect(stringifyAnswer({ lookalikes, card: new RenderedJson('1') })).toBe(`{"lookalikes":${JSON.stringify(lookalikes)},"card":1}`);
  });

  it('refuses to be written by anything else, so a card never goes out as a slot mark', () => {
    expect(() => JSON.stringify({ card: new RenderedJson('{}') })).toThrow(/stringifyAnswer/);
  });
});
