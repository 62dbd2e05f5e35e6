import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning french. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'french',
  title: 'Insegnanti di francese online per lezioni individuali',
  description:
    "Impara il francese online con l'insegnante giusto per te: insegnanti professionisti di francese e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di francese',
};
export default content;
