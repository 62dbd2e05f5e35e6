import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning german. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'german',
  title: "Professeurs d'allemand en ligne pour des cours particuliers",
  description:
    "Apprenez l'allemand en ligne avec un professeur qui vous correspond : professeurs d'allemand certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: "Trouvez votre professeur d'allemand",
};
export default content;
