import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning spanish. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'spanish',
  title: 'Professeurs de espagnol en ligne pour des cours particuliers',
  description:
    "Apprenez l'espagnol en ligne avec un professeur qui vous correspond : professeurs de espagnol certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: 'Trouvez votre professeur de espagnol',
};
export default content;
