import type { Translation } from '../catalog-types';
import type { blog as en } from '../en/blog';

export const blog: Translation<typeof en> = {
  title: 'Blog',
  languageTitle: 'Aprender {language}: artículos',
  intro: 'Guías breves de gramática, pronunciación y motivación, escritas por nuestros profesores.',
  loading: 'Cargando artículos…',
  empty: 'Aún no hay artículos aquí.',
  pagesLabel: 'Páginas de artículos',
  published: 'Publicado el {date}',
  allArticles: 'Todos los artículos: {language}',
  postLoading: 'Cargando el artículo…',
  ctaTitle: 'Practica {language} con un profesor',
  ctaButton: 'Buscar profesor',
};
