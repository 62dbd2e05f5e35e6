import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning chinese. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'chinese',
  title: 'Chinesisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Chinesisch online mit einer Lehrkraft, die zu dir passt: professionelle Chinesisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Chinesisch-Lehrkraft',
};
export default content;
