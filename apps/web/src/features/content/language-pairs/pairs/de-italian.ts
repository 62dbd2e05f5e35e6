import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning italian. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'italian',
  title: 'Italienisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Italienisch online mit einer Lehrkraft, die zu dir passt: professionelle Italienisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Italienisch-Lehrkraft',
};
export default content;
