import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { buildContentRequestQuery, getLearnContentPath, getTeachersContentPath, mapContentLanguage } from './content-request';

describe('mapContentLanguage: "zh-cn becomes zh-hans, zh-tw becomes zh-hant, pt becomes pt-pt"', () => {
  it.each([
    ['zh-cn', 'zh-hans'],
    ['zh-tw', 'zh-hant'],
    ['pt', 'pt-pt'],
    ['ZH-CN', 'zh-hans'],
    ['Zh-Tw', 'zh-hant'],
    ['PT', 'pt-pt'],
    ['en', 'en'],
    ['pt-br', 'pt-br'],
    ['zh-hans', 'zh-hans'],
    ['ES', 'ES'],
  ])('%s -> %s', (from, to) => {
    expect(mapContentLanguage(from)).toBe(to);
  });
  it('(regression) "__proto__" and other Object.prototype keys are returned unchanged', () => {
    expect(mapContentLanguage('__proto__')).toBe('__proto__');
    expect(mapContentLanguage('constructor')).toBe('constructor');
    expect(mapContentLanguage('toString')).toBe('toString');
  });
  it('property: any other language is returned unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (lang) => {
        fc.pre(!['zh-cn', 'zh-tw', 'pt'].includes(lang.trim().toLowerCase()));
        expect(mapContentLanguage(lang)).toBe(lang);
      }),
    );
  });
});

describe('getTeachersContentPath: "The content path for teachers by language is /teachers/{language}"', () => {
  it('builds the path', () => {
    expect(getTeachersContentPath('spanish')).toBe('/teachers/spanish');
    expect(getTeachersContentPath(' English ')).toBe('/teachers/english');
  });
});

describe('getLearnContentPath: the learn page /{locale}/learn/{language} without its locale', () => {
  it('builds the path', () => {
    expect(getLearnContentPath('english')).toBe('/learn/english');
    expect(getLearnContentPath(' Japanese ')).toBe('/learn/japanese');
    expect(getLearnContentPath('a/b')).toBe('/learn/a%2Fb');
  });
});

describe('buildContentRequestQuery: "lang, path, optional content=true, optional wip=true plus refresh=true plus a timestamp"', () => {
  it('maps the language and adds the optional flags', () => {
    expect(buildContentRequestQuery({ language: 'zh-TW', path: '/teachers/english', now: T0 })).toEqual({
      lang: 'zh-hant',
      path: '/teachers/english',
    });
    expect(
      buildContentRequestQuery({ language: 'en', path: '/learn', includeContent: true, preview: true, now: '2026-03-10T12:00:00Z' }),
    ).toEqual({ lang: 'en', path: '/learn', content: 'true', wip: 'true', refresh: 'true', timestamp: String(T0) });
  });
});
