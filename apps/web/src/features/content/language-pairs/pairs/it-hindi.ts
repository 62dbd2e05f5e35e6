import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning hindi. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'hindi',
  title: 'Insegnanti di hindi online per lezioni individuali',
  description:
    "Impara il hindi online con l'insegnante giusto per te: insegnanti professionisti di hindi e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di hindi',
};
export default content;
