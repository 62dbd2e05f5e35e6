import type { MarketingContent } from '@app/domain';
import { makeBlogPostLink } from './blog-builders';

/** A `learn` content record (001 §3) with every field, as the demo seeds `/learn/{language}`. */
export function makeLearnContent(overrides: Partial<MarketingContent> = {}): MarketingContent {
  return {
    post_type: 'learn',
    meta_title: 'Learn Spanish online: lessons, group classes and tips',
    meta_description: 'Everything you need to learn Spanish.',
    hero_title: 'Learn Spanish your way',
    hero_description: 'One-to-one lessons, small group classes and structured courses, all online.',
    headline_title: 'Three ways to learn',
    headline_description: 'Private lessons, group classes and courses.',
    faq_title: 'Questions about Spanish',
    faq_questions: [
      { faq_question: 'How long does it take?', faq_answer: 'A few months of steady practice.' },
      { faq_question: 'Can I change teacher?', faq_answer: 'Of course.' },
    ],
    cta_title: 'Book your first Spanish lesson',
    cta_button: 'Get started',
    cta_link: '/teachers/spanish',
    blog_title: 'Spanish learning guides',
    language_filter: 'spanish',
    ...overrides,
  };
}

/** The `GET /v2/seo/blog-and-teacher` answer with `count` posts of a learning language. */
export function makeBlogAnswer({ learning = 'spanish', count = 5 }: { learning?: string; count?: number } = {}) {
  return {
    data: {
      blog_dict: {
        display_language: 'en',
        learning_language: learning,
        posts: Array.from({ length: count }, (_, i) =>
          makeBlogPostLink({ id: i + 1, title: `Post ${i + 1}`, summary: `Summary ${i + 1}`, url: `/blog/post-${i + 1}` }),
        ),
        view_more_url: `/blog?language=${learning}`,
      },
    },
  };
}
