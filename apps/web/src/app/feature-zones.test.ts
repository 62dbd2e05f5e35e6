// @vitest-environment node
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureZonesPlugin } from '../../eslint-feature-zones.js';

/** The zones of src/features/README.md: prove the rule fires on each forbidden import and lets the rest through. */
const linter = new Linter({ configType: 'flat', cwd: '/repo' });
const config = [{ files: ['**/*.ts'], plugins: { web: featureZonesPlugin }, rules: { 'web/feature-zones': 'error' as const } }];
const errors = (file: string, spec: string) =>
  linter
    .verify(`import { x } from '${spec}';\nexport const y = x;\n`, config, { filename: `/repo/apps/web/src/${file}` })
    .map((m) => m.message);

describe('web/feature-zones', () => {
  it('refuses a feature importing another feature', () => {
    expect(errors('features/topic/slot-item.ts', '../booking/book-flow-prompts')).toEqual([
      expect.stringMatching(/Feature 'topic' imports feature 'booking'/),
    ]);
    expect(errors('features/topic/api/slots.ts', '../../booking/api/book-status')).toEqual([
      expect.stringMatching(/imports feature 'booking'/),
    ]);
  });

  it('refuses lib/ or components/ importing a feature, a route or the app', () => {
    expect(errors('lib/use-price.ts', '../features/session/signed-in-page')).toEqual([
      expect.stringMatching(/is shared: it must not import/),
    ]);
    expect(errors('components/class-card.ts', '../routes/topic-page')).toEqual([expect.stringMatching(/is shared: it must not import/)]);
    expect(errors('lib/booking/use-book-flow.ts', '../../app/router')).toEqual([expect.stringMatching(/is shared: it must not import/)]);
  });

  it('lets a feature import itself, lib/, components/ and i18n/, and routes import features', () => {
    expect(errors('features/topic/api/slots.ts', '../slot-list')).toEqual([]);
    expect(errors('features/topic/slot-item.ts', '../../lib/use-price')).toEqual([]);
    expect(errors('features/topic/slot-item.ts', '../../components/book-button')).toEqual([]);
    expect(errors('routes/topic-page.ts', '../features/booking/book-flow-prompts')).toEqual([]);
    expect(errors('lib/use-price.ts', './viewer')).toEqual([]);
  });
});
