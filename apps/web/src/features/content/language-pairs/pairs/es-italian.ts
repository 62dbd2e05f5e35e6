import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning italian. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'italian',
  title: 'Profesores de italiano en línea para clases particulares',
  description:
    'Aprende italiano en línea con un profesor a tu medida: profesores profesionales de italiano y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de italiano',
};
export default content;
