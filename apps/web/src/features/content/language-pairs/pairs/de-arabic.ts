import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning arabic. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'arabic',
  title: 'Arabisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Arabisch online mit einer Lehrkraft, die zu dir passt: professionelle Arabisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Arabisch-Lehrkraft',
};
export default content;
