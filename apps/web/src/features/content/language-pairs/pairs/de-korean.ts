import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning korean. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'korean',
  title: 'Koreanisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Koreanisch online mit einer Lehrkraft, die zu dir passt: professionelle Koreanisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Koreanisch-Lehrkraft',
};
export default content;
