import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning arabic. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'arabic',
  title: "Professeurs d'arabe en ligne pour des cours particuliers",
  description:
    "Apprenez l'arabe en ligne avec un professeur qui vous correspond : professeurs d'arabe certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: "Trouvez votre professeur d'arabe",
};
export default content;
