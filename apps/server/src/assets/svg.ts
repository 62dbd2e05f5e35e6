import { hashFnv1a32 } from '@app/domain';

/**
 * Images the server draws itself (avatars, video posters, topic covers), so the product needs no
 * outside host. Every function here is pure: same input, same bytes.
 */

/** An asset name: lower-case letters and digits in dash-separated words, e.g. `lucia-fernandez`. */
export const ASSET_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ASSET_NAME_MAX_LENGTH = 64;
/** A topic id in a cover URL: a positive integer without leading zeros, at most 15 digits. */
export const TOPIC_ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** The name of `{name}.svg`, or null when the file name is anything else (junk, traversal, other extension). */
export function parseSvgFileName(file: string, pattern: RegExp = ASSET_NAME_PATTERN): string | null {
  if (!file.endsWith('.svg')) return null;
  const name = file.slice(0, -'.svg'.length);
  if (name.length === 0 || name.length > ASSET_NAME_MAX_LENGTH || !pattern.test(name)) return null;
  return name;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** `#rrggbb` of an HSL colour (h in degrees, s and l in 0..100). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number): number => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A stable hue (0..359) for a name. */
export const hueOf = (name: string): number => hashFnv1a32(name) % 360;

/** `lucia-fernandez` -> `LF`; `emma-w` -> `EW`; `support` -> `SU`. Trailing number words are ignored. */
export function initialsOf(name: string): string {
  const words = name.split('-').filter((w) => /[a-z]/.test(w));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
}

/** `lucia-fernandez` -> `Lucia Fernandez`. */
export function displayNameOf(name: string): string {
  return name
    .split('-')
    .filter((w) => /[a-z]/.test(w))
    .map((w) => (w.length === 1 ? `${w.toUpperCase()}.` : `${w[0]?.toUpperCase() ?? ''}${w.slice(1)}`))
    .join(' ');
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function renderAvatarSvg(name: string): string {
  const hue = hueOf(name);
  const initials = escapeXml(initialsOf(name));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslToHex(hue, 62, 58)}"/><stop offset="1" stop-color="${hslToHex((hue + 35) % 360, 62, 42)}"/></linearGradient></defs>`,
    '<rect width="128" height="128" fill="url(#g)"/>',
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="600" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A 16:9 still for a teacher's introduction video: name and initials. No play button (issue 17): the
 * still is shown where there is no video to play, so it must not look like one.
 */
export function renderPosterSvg(name: string): string {
  const hue = hueOf(name);
  const initials = escapeXml(initialsOf(name));
  const display = displayNameOf(name);
  const label = escapeXml(display);
  // Long names get a smaller font so they stay inside the frame.
  const nameSize = display.length > 18 ? Math.max(16, Math.round((34 * 18) / display.length)) : 34;
  const bubbles = [0, 1, 2, 3].map((i) => {
    const h = hashFnv1a32(`${name}:${i}`);
    return `<circle cx="${h % 640}" cy="${(h >>> 10) % 360}" r="${40 + ((h >>> 20) % 90)}" fill="#ffffff" fill-opacity="0.07"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="Introduction video of ${label}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslToHex(hue, 55, 38)}"/><stop offset="1" stop-color="${hslToHex((hue + 50) % 360, 60, 24)}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#bg)"/>',
    ...bubbles,
    `<circle cx="150" cy="180" r="78" fill="${hslToHex(hue, 60, 62)}" stroke="#ffffff" stroke-width="4"/>`,
    `<text x="150" y="180" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="600" fill="#ffffff">${initials}</text>`,
    `<text x="262" y="158" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#ffffff">${label}</text>`,
    `<text x="262" y="198" font-family="${FONT}" font-size="20" fill="#ffffff" fill-opacity="0.85">Introduction video</text>`,
    '</svg>',
  ].join('');
}

/** Category colours of the covers (CA001 .. CA005); unknown categories take a hue from their code. */
const CATEGORY_HUES: Readonly<Record<string, number>> = { CA001: 172, CA002: 228, CA003: 32, CA004: 328, CA005: 138 };

/** Splits a title into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? '';
      lines[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface CoverFacts {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly categoryName: string | null;
  readonly language: string;
  readonly levelLabel: string | null;
  readonly isCourse: boolean;
}

/**
 * A topic cover: its title on the category's colour, with language, level and category. Cards show
 * covers in boxes wider than 16:9 (up to about 2.7:1), anchored at the top left (object-position),
 * so every word is drawn in the top-left part that such a box keeps: the category pill, the
 * language and level, then the title (a pill drawn near the top edge of a centred crop was cut off).
 */
export function renderCoverSvg(topic: CoverFacts): string {
  const hue = CATEGORY_HUES[topic.category] ?? hashFnv1a32(topic.category) % 360;
  const shift = hashFnv1a32(`topic:${topic.id}`);
  const lines = wrapText(topic.title, 26, 3);
  const language = topic.language.charAt(0).toUpperCase() + topic.language.slice(1);
  const badge = escapeXml([language, topic.levelLabel].filter(Boolean).join(' · '));
  const categoryLabel = `${topic.categoryName ?? topic.category}${topic.isCourse ? ' · Course' : ''}`;
  const TITLE_TOP = 150;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(topic.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hslToHex(hue, 58, 46)}"/><stop offset="1" stop-color="${hslToHex((hue + 25 + (shift % 20)) % 360, 62, 30)}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#bg)"/>',
    `<circle cx="${520 + (shift % 80)}" cy="${40 + ((shift >>> 8) % 60)}" r="120" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${(shift >>> 16) % 120}" cy="330" r="90" fill="#ffffff" fill-opacity="0.06"/>`,
    `<rect x="40" y="36" rx="16" width="${Math.max(120, Math.round(categoryLabel.length * 10.5) + 36)}" height="32" fill="#ffffff" fill-opacity="0.2"/>`,
    `<text x="58" y="58" font-family="${FONT}" font-size="17" font-weight="600" fill="#ffffff">${escapeXml(categoryLabel)}</text>`,
    `<text x="40" y="104" font-family="${FONT}" font-size="20" fill="#ffffff" fill-opacity="0.9">${badge}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="40" y="${TITLE_TOP + i * 40}" font-family="${FONT}" font-size="32" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
