import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning hindi. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'hindi',
  title: "Professeurs d'hindi en ligne pour des cours particuliers",
  description:
    "Apprenez l'hindi en ligne avec un professeur qui vous correspond : professeurs d'hindi certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: "Trouvez votre professeur d'hindi",
};
export default content;
