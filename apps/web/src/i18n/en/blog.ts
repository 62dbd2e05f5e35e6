/** The blog list (`/blog`) and a blog post (`/blog/:slug`). */
export const blog = {
  title: 'Blog',
  languageTitle: 'Learning {language}: articles',
  intro: 'Short guides on grammar, pronunciation and motivation, written by our teachers.',
  loading: 'Loading articles…',
  empty: 'No articles here yet.',
  pagesLabel: 'Article pages',
  published: 'Published {date}',
  allArticles: 'All {language} articles',
  postLoading: 'Loading the article…',
  ctaTitle: 'Practise {language} with a teacher',
  ctaButton: 'Find a teacher',
} as const;
