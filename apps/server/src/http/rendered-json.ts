/**
 * JSON text of a `T` rendered once and written into many answers as it is (a search card, kept by
 * the catalogue mirror until its class, topic or teacher changes: catalog/cards.ts). A page of 60
 * cards serialised per request cost the event loop more than everything else the request did.
 *
 * Only `stringifyAnswer` may serialise it: anywhere else (`c.json`, a bare `JSON.stringify`)
 * `toJSON` throws, so a card can never go out as a slot mark.
 */
export class RenderedJson<T> {
  /** Ties the text to the type it encodes; never set. */
  declare private readonly encodes: T;

  constructor(readonly json: string) {}

  toJSON(): string {
    if (!collecting) throw new Error('RenderedJson is written only by stringifyAnswer');
    collecting.push(this.json);
    return `${MARK}${collecting.length - 1}${MARK}`;
  }
}

/** `T`, where any part may be given already rendered. */
export type MaybeRendered<T> =
  | T
  | RenderedJson<T>
  | (T extends readonly (infer U)[]
      ? readonly MaybeRendered<U>[]
      : T extends object
        ? { readonly [K in keyof T]: MaybeRendered<T[K]> }
        : never);

/**
 * U+0000 marks a slot: no string in an answer can hold it (PostgreSQL text cannot, and requests
 * carrying it are refused), so a marked string is always one of ours. JSON.stringify writes it
 * escaped, which is what `SLOT` matches, quotes included.
 */
const MARK = '\u0000';
const SLOT = /"\\u0000(\d+)\\u0000"/g;

let collecting: string[] | null = null;

/** `JSON.stringify(value)`, with each `RenderedJson` inside written as its text. */
export function stringifyAnswer(value: unknown): string {
  // A page of cards (a search's answer) is joined as it is: no slot marks to write and find again.
  if (Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof RenderedJson)) {
    return `[${(value as RenderedJson<unknown>[]).map((item) => item.json).join(',')}]`;
  }
  collecting = [];
  try {
    const text = JSON.stringify(value);
    const rendered = collecting;
    if (rendered.length === 0) return text;
    return text.replace(SLOT, (_slot, index: string) => {
      const json = rendered[Number(index)];
      if (json === undefined) throw new Error(`stringifyAnswer: no rendered value ${index}`);
      return json;
    });
  } finally {
    collecting = null;
  }
}
