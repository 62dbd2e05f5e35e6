import type { LanguagePairContent } from '../language-pair-content';

/** de interface, learning japanese. One lazy chunk (001 §9); our de copy. */
const content: LanguagePairContent = {
  ui: 'de',
  learning: 'japanese',
  title: 'Japanisch online lernen: Lehrkräfte und Tutoren für Einzelunterricht',
  description:
    'Lerne Japanisch online mit einer Lehrkraft, die zu dir passt: professionelle Japanisch-Lehrkräfte und Community-Tutoren, Einzelunterricht zu deinen Zeiten.',
  heading: 'Finde deine Japanisch-Lehrkraft',
};
export default content;
