import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning spanish. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'spanish',
  title: 'Spanisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Spanisch online mit einer Lehrkraft, die zu dir passt: professionelle Spanisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Spanisch-Lehrkraft',
};
export default content;
