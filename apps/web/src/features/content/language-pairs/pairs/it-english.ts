import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning english. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'english',
  title: 'Insegnanti di inglese online per lezioni individuali',
  description:
    "Impara l'inglese online con l'insegnante giusto per te: insegnanti professionisti di inglese e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di inglese',
};
export default content;
