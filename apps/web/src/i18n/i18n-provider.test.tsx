import { render, screen } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadEnglish } from './english';
import { CATALOG_MODULES, I18nProvider, useT } from './i18n-provider';

describe('I18nProvider', () => {
  it('does not render the page again when the catalog it loads is the one it started with', async () => {
    const en = await loadEnglish();
    const rendered = vi.fn();
    function Text() {
      const t = useT();
      rendered();
      return <p>{t('search.showMore')}</p>;
    }
    render(
      <I18nProvider initialLocale="en" initialCatalog={en}>
        <Text />
      </I18nProvider>,
    );
    expect(await screen.findByText('SHOW MORE')).toBeTruthy();
    // The effect's load resolves on a later turn: give it a few, then count.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});

describe('CATALOG_MODULES', () => {
  // The server names these chunks for the boot script to fetch; a catalog moved without them would
  // only cost a round trip, which no page would show.
  it.each(Object.entries(CATALOG_MODULES))('names the %s catalog by a module that exists', (_locale, file) => {
    expect(existsSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', file))).toBe(true);
  });
});
