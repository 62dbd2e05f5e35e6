import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSearchItem } from '../testing/builders';
import { I18nProvider } from '../i18n/i18n-provider';
import { SeededQueries } from '../testing/seeded-queries';
import { ClassCard, coverLoadingAt, FIRST_ROW_CARDS } from './class-card';

const coverOf = (card: HTMLElement | undefined) => card?.querySelector('img');

describe('ClassCard cover loading: the first row loads at once, the first card first', () => {
  it('coverLoadingAt: first, then eager through the first row, then lazy', () => {
    expect([0, 1, 2, 3, 10].map(coverLoadingAt)).toEqual(['first', 'eager', 'eager', 'lazy', 'lazy']);
    expect(FIRST_ROW_CARDS).toBe(3);
  });

  it('lazy by default; eager; and the first with high fetch priority', async () => {
    const item = makeSearchItem({ intro_cover: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' });
    // A visitor with the rates at hand: the card formats its price without asking the API.
    render(
      <I18nProvider initialLocale="en">
        <SeededQueries foundation={null}>
          <ClassCard item={item} viewerId={null} />
          <ClassCard item={{ ...item, id: item.id + 1 }} viewerId={null} cover="eager" />
          <ClassCard item={{ ...item, id: item.id + 2 }} viewerId={null} cover="first" />
        </SeededQueries>
      </I18nProvider>,
    );
    const [plain, eager, first] = await screen.findAllByTestId('class-card');
    expect(coverOf(plain)?.getAttribute('loading')).toBe('lazy');
    expect(coverOf(eager)?.getAttribute('loading')).toBe('eager');
    expect(coverOf(first)?.getAttribute('loading')).toBe('eager');
    expect(coverOf(first)?.getAttribute('fetchpriority')).toBe('high');
    expect(coverOf(plain)?.getAttribute('fetchpriority')).toBe('auto');
  });
});
