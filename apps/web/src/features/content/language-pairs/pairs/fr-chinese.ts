import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning chinese. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'chinese',
  title: 'Professeurs de chinois en ligne pour des cours particuliers',
  description:
    "Apprenez le chinois en ligne avec un professeur qui vous correspond : professeurs de chinois certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: 'Trouvez votre professeur de chinois',
};
export default content;
