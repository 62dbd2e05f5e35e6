import type { Translation } from '../catalog-types';
import type { content as en } from '../en/content';

export const content: Translation<typeof en> = {
  loading: 'Cargando la página…',
  faqTitle: 'Preguntas frecuentes',
  blogTitle: 'De nuestro blog',
  blogMore: 'Ver más',
};
