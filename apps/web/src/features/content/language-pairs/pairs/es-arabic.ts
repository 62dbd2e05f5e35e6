import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning arabic. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'arabic',
  title: 'Profesores de árabe en línea para clases particulares',
  description:
    'Aprende árabe en línea con un profesor a tu medida: profesores profesionales de árabe y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de árabe',
};
export default content;
