import type { LanguagePairContent } from '../language-pair-content';

/** it interface, learning japanese. One lazy chunk (001 §9); our it copy. */
const content: LanguagePairContent = {
  ui: 'it',
  learning: 'japanese',
  title: 'Insegnanti di giapponese online per lezioni individuali',
  description:
    "Impara il giapponese online con l'insegnante giusto per te: insegnanti professionisti di giapponese e tutor della community, lezioni individuali quando vuoi.",
  heading: 'Trova il tuo insegnante di giapponese',
};
export default content;
