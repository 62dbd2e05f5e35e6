import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning english. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'english',
  title: "Professeurs d'anglais en ligne pour des cours particuliers",
  description:
    "Apprenez l'anglais en ligne avec un professeur qui vous correspond : professeurs d'anglais certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: "Trouvez votre professeur d'anglais",
};
export default content;
