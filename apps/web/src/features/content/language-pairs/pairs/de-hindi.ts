import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning hindi. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'hindi',
  title: 'Hindi online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Hindi online mit einer Lehrkraft, die zu dir passt: professionelle Hindi-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Hindi-Lehrkraft',
};
export default content;
