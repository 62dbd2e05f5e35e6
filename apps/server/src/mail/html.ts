/** Markup already escaped (or written by us): interpolated as is by `html`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

/**
 * A tagged template for mail HTML: every interpolated string or number is escaped (a nickname or a
 * title is user text), `SafeHtml` (another `html` result) is kept, and a list of them is joined.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function toHtml(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly SafeHtml[]).map((v) => v.value).join('');
  return escapeHtml(String(value));
}
