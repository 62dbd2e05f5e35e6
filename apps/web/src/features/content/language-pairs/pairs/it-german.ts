import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning german. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'german',
  title: 'Insegnanti di tedesco online per lezioni individuali',
  description:
    "Impara il tedesco online con l'insegnante giusto per te: insegnanti professionisti di tedesco e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di tedesco',
};
export default content;
