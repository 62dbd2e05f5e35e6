import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning spanish. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'spanish',
  title: 'Insegnanti di spagnolo online per lezioni individuali',
  description:
    "Impara lo spagnolo online con l'insegnante giusto per te: insegnanti professionisti di spagnolo e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di spagnolo',
};
export default content;
