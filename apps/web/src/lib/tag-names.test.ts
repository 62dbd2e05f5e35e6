import { expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { type AnyCatalog, type MessageKey, type MessageVars, translate } from '../i18n/translate';
import { tagName } from './tag-names';

const tOf = (catalog: AnyCatalog) => (key: MessageKey, vars?: MessageVars) => translate({ catalog, key, vars });

it("names a child tag by its code in the display language, and keeps an exam's own name", () => {
  expect(tagName(tOf(en), 'Interviews', 'Job interviews')).toBe('Job interviews');
  expect(tagName(tOf(es), 'Interviews', 'Job interviews')).toBe('Entrevistas de trabajo');
  expect(tagName(tOf(es), 'Conversation')).toBe('Conversación');
  expect(tagName(tOf(es), 'IELTS', 'IELTS')).toBe('IELTS');
  // A code the catalog does not know (a tag added later) shows the name it came with, else the code.
  expect(tagName(tOf(es), 'Podcasts', 'Podcasts and radio')).toBe('Podcasts and radio');
  expect(tagName(tOf(es), 'constructor')).toBe('constructor');
});
