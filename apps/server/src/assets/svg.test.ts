import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSET_NAME_MAX_LENGTH,
  TOPIC_ID_PATTERN,
  displayNameOf,
  escapeXml,
  hslToHex,
  initialsOf,
  parseSvgFileName,
  renderAvatarSvg,
  renderCoverSvg,
  renderPosterSvg,
  wrapText,
} from './svg';

describe('asset names', () => {
  it('accepts dash-separated lower-case words and digits, then .svg', () => {
    expect(parseSvgFileName('lucia-fernandez.svg')).toBe('lucia-fernandez');
    expect(parseSvgFileName('emma-w-2.svg')).toBe('emma-w-2');
    expect(parseSvgFileName(`${'a'.repeat(ASSET_NAME_MAX_LENGTH)}.svg`)).toBe('a'.repeat(ASSET_NAME_MAX_LENGTH));
  });

  it.each([
    ['Lucia.svg'],
    ['lucia.png'],
    ['lucia'],
    ['.svg'],
    ['-lucia.svg'],
    ['lucia-.svg'],
    ['a--b.svg'],
    ['../etc/passwd.svg'],
    ['..%2Fetc.svg'],
    ['lucia fernandez.svg'],
    ['lucia.svg.svg'],
    ['lucía.svg'],
    [`${'a'.repeat(ASSET_NAME_MAX_LENGTH + 1)}.svg`],
    ['lucia.SVG'],
  ])('refuses %j', (file) => {
    expect(parseSvgFileName(file)).toBeNull();
  });

  it('never accepts a name that could leave the folder or carry markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const name = parseSvgFileName(`${text}.svg`);
        if (name !== null) expect(name).toMatch(/^[a-z0-9-]+$/);
      }),
    );
  });

  it('reads topic ids without leading zeros, up to 15 digits', () => {
    expect(parseSvgFileName('5001.svg', TOPIC_ID_PATTERN)).toBe('5001');
    expect(parseSvgFileName('0.svg', TOPIC_ID_PATTERN)).toBeNull();
    expect(parseSvgFileName('05001.svg', TOPIC_ID_PATTERN)).toBeNull();
    expect(parseSvgFileName('1234567890123456.svg', TOPIC_ID_PATTERN)).toBeNull();
    expect(parseSvgFileName('12a.svg', TOPIC_ID_PATTERN)).toBeNull();
  });
});

describe('drawing', () => {
  it('takes initials and display names from the name', () => {
    expect(initialsOf('lucia-fernandez')).toBe('LF');
    expect(initialsOf('emma-w')).toBe('EW');
    expect(initialsOf('support')).toBe('SU');
    expect(initialsOf('noor-a-2')).toBe('NA');
    expect(displayNameOf('lucia-fernandez')).toBe('Lucia Fernandez');
    expect(displayNameOf('emma-w-2')).toBe('Emma W.');
  });

  it('escapes markup and converts colours', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
  });

  it('wraps titles into at most the given number of lines', () => {
    expect(wrapText('Small talk that does not feel awkward', 26, 3)).toEqual(['Small talk that does not', 'feel awkward']);
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith('…')).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 5, max: 40 }), fc.integer({ min: 1, max: 4 }), (text, width, lines) => {
        expect(wrapText(text, width, lines).length).toBeLessThanOrEqual(lines);
      }),
    );
  });

  it('draws the same bytes for the same name, and a different colour for another', () => {
    expect(renderAvatarSvg('lucia-fernandez')).toBe(renderAvatarSvg('lucia-fernandez'));
    expect(renderAvatarSvg('lucia-fernandez')).not.toBe(renderAvatarSvg('james-whitfield'));
    expect(renderAvatarSvg('lucia-fernandez')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>LF<\/text><\/svg>$/);
    expect(renderPosterSvg('lucia-fernandez')).toContain('Lucia Fernandez');
  });

  it('draws no play button on the video still: it stands where there is no video to play (issue 17)', () => {
    expect(renderPosterSvg('lucia-fernandez')).not.toMatch(/<path|<polygon/);
  });

  it('puts a topic title on its cover, escaped', () => {
    const svg = renderCoverSvg({
      id: 7,
      title: 'Q&A <script>alert(1)</script>',
      category: 'CA001',
      categoryName: 'Daily life',
      language: 'spanish',
      levelLabel: 'B1',
      isCourse: false,
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('Q&amp;A &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('Spanish · B1');
    expect(svg).toContain('Daily life');
  });
});
