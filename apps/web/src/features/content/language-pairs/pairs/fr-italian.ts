import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning italian. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'italian',
  title: "Professeurs d'italien en ligne pour des cours particuliers",
  description:
    "Apprenez l'italien en ligne avec un professeur qui vous correspond : professeurs d'italien certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: "Trouvez votre professeur d'italien",
};
export default content;
