import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning french. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'french',
  title: 'Profesores de francés en línea para clases particulares',
  description:
    'Aprende francés en línea con un profesor a tu medida: profesores profesionales de francés y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de francés',
};
export default content;
