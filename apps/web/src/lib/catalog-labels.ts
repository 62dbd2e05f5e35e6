import { getLevelLabel, type SpotsDisplay } from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';

const CATEGORY_KEYS = {
  CA001: 'catalog.CA001',
  CA002: 'catalog.CA002',
  CA003: 'catalog.CA003',
  CA004: 'catalog.CA004',
  CA005: 'catalog.CA005',
} as const;

/** A category code (000 §3 "translation key") in the display language; an unknown code is shown as is. */
export function categoryName(t: TFunction, code: string): string {
  return code in CATEGORY_KEYS ? t(CATEGORY_KEYS[code as keyof typeof CATEGORY_KEYS]) : code;
}

/** 000 §3 level labels by `language_level` index (A1, A1, A2, B1, B2, C1, C2, Native). */
export function levelName(t: TFunction, languageLevel: number): string {
  const label = getLevelLabel(languageLevel);
  if (label === 'Native') return t('catalog.levelNative');
  return label ?? '';
}

/** The spots line (000 §4 "Slot spots display") in the display language. */
export function spotsText(t: TFunction, spots: SpotsDisplay): string {
  switch (spots.kind) {
    case 'booked-by-you':
      return t('catalog.spotsBookedByYou');
    case 'fully-booked':
      return t('catalog.spotsFullyBooked');
    case 'be-the-first':
      return t('catalog.spotsBeTheFirst');
    case 'only-one-left':
      return t('catalog.spotsOnlyOneLeft');
    case 'only-few-left':
      return t('catalog.spotsOnlyFewLeft', { n: spots.remaining });
    case 'spots-left':
      return t('catalog.spotsLeft', { n: spots.remaining });
  }
}
