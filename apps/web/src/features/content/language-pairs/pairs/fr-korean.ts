import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning korean. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'korean',
  title: 'Professeurs de coréen en ligne pour des cours particuliers',
  description:
    "Apprenez le coréen en ligne avec un professeur qui vous correspond : professeurs de coréen certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: 'Trouvez votre professeur de coréen',
};
export default content;
