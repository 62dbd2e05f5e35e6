import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning english. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'english',
  title: 'Englisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Englisch online mit einer Lehrkraft, die zu dir passt: professionelle Englisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Englisch-Lehrkraft',
};
export default content;
