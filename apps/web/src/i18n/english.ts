import { enCore } from './en/core';
import type { AnyCatalog, PartialCatalog } from './translate';

// English is the fallback of every text, so it is read synchronously: the core at first, the whole
// catalog once `loadEnglish()` has resolved (routes other than the landing page wait for it).
let english: PartialCatalog = enCore;
let loading: Promise<AnyCatalog> | null = null;

export function englishTexts(): PartialCatalog {
  return english;
}

export function loadEnglish(): Promise<AnyCatalog> {
  loading ??= import('./en').then(({ en }) => {
    english = en;
    return en;
  });
  return loading;
}
