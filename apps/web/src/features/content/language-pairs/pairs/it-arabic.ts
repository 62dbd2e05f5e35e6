import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning arabic. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'arabic',
  title: 'Insegnanti di arabo online per lezioni individuali',
  description:
    "Impara l'arabo online con l'insegnante giusto per te: insegnanti professionisti di arabo e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di arabo',
};
export default content;
