import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning french. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'french',
  title: 'Französisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Französisch online mit einer Lehrkraft, die zu dir passt: professionelle Französisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Französisch-Lehrkraft',
};
export default content;
