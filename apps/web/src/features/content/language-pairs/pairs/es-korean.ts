import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning korean. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'korean',
  title: 'Profesores de coreano en línea para clases particulares',
  description:
    'Aprende coreano en línea con un profesor a tu medida: profesores profesionales de coreano y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de coreano',
};
export default content;
