import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning chinese. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'chinese',
  title: 'Insegnanti di cinese online per lezioni individuali',
  description:
    "Impara il cinese online con l'insegnante giusto per te: insegnanti professionisti di cinese e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di cinese',
};
export default content;
