import type { LanguagePairContent } from '../language-pair-content';

/** fr interface, learning japanese. One lazy chunk (001 §9); our fr copy. */
const content: LanguagePairContent = {
  ui: 'fr',
  learning: 'japanese',
  title: 'Professeurs de japonais en ligne pour des cours particuliers',
  description:
    "Apprenez le japonais en ligne avec un professeur qui vous correspond : professeurs de japonais certifiés et tuteurs de la communauté, cours individuels à l'heure qui vous convient.",
  heading: 'Trouvez votre professeur de japonais',
};
export default content;
