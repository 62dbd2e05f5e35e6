import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning korean. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'korean',
  title: 'Insegnanti di coreano online per lezioni individuali',
  description:
    "Impara il coreano online con l'insegnante giusto per te: insegnanti professionisti di coreano e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di coreano',
};
export default content;
