import { getTimeLeft } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { type PluralKey, translatePlural } from '../i18n/plural';
import { type AnyCatalog, type MessageKey, type MessageVars, translate } from '../i18n/translate';
import { timeLeftText } from './time-left-text';

function texts(catalog: AnyCatalog, intlLocale: string) {
  return {
    t: (key: MessageKey, vars?: MessageVars) => translate({ catalog, key, vars }),
    tn: (key: PluralKey, count: number, vars?: MessageVars) => translatePlural({ catalog, intlLocale, key, count, vars }),
  };
}

const MIN = 60_000;
const H = 3_600_000;
const target = Date.UTC(2026, 10, 25, 17);
const before = (ms: number) => getTimeLeft({ now: target - ms, target });

describe('timeLeftText', () => {
  it('in English: minutes, hours and minutes, whole hours, days and hours', () => {
    const english = texts(en, 'en-US');
    expect(timeLeftText(english, before(10 * MIN))).toBe('10 min');
    expect(timeLeftText(english, before(10 * MIN + 1))).toBe('11 min');
    expect(timeLeftText(english, before(MIN))).toBe('1 min');
    expect(timeLeftText(english, before(0))).toBe('0 min');
    expect(timeLeftText(english, before(2 * H + 14 * MIN))).toBe('2 h 14 min');
    expect(timeLeftText(english, before(2 * H))).toBe('2 h');
    expect(timeLeftText(english, before(24 * H))).toBe('1 day');
    expect(timeLeftText(english, before(27 * H))).toBe('1 day 3 h');
    expect(timeLeftText(english, before(72 * H))).toBe('3 days');
  });

  it('in Spanish', () => {
    const spanish = texts(es, 'es-ES');
    expect(timeLeftText(spanish, before(14 * MIN))).toBe('14 min');
    expect(timeLeftText(spanish, before(2 * H + 14 * MIN))).toBe('2 h 14 min');
    expect(timeLeftText(spanish, before(27 * H))).toBe('1 día 3 h');
    expect(timeLeftText(spanish, before(50 * H))).toBe('2 días 2 h');
  });
});
