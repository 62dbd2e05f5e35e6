import type { MarketingContent } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBlogAnswer, makeLearnContent } from '../../testing/content-builders';
import { renderWithApp } from '../../testing/render';
import { ContentRecordPage } from './content-page';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** The content call answers `content` (a record, null for "no record", or an HTTP status for a failure); the blog call its posts. */
function stubApi({ content, blogPosts = 5 }: { content: MarketingContent | null | number; blogPosts?: number }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(input);
      if (input.includes('/v3/cms/gateway/filter')) {
        if (typeof content === 'number') return json(content, { error: { code: 'InternalError', message: 'x' } });
        return json(
          200,
          content ? { code: 200, data: content, message: 'success' } : { code: 404, data: null, message: 'Content not found.' },
        );
      }
      if (input.includes('/v2/seo/blog-and-teacher')) return json(200, makeBlogAnswer({ count: blogPosts }));
      return json(404, { error: { code: 'NotFound', message: 'x' } });
    }),
  );
  return calls;
}

const renderPage = () => renderWithApp(<ContentRecordPage language="en" path="/learn/spanish" />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContentRecordPage (001 §3 marketing content record)', () => {
  it("shows the skeleton, then hero, headline, FAQ with one panel open, the call to action and 4 blog posts of the record's language", async () => {
    const calls = stubApi({ content: makeLearnContent() });
    renderPage();
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn Spanish your way' })).toBeTruthy();
    expect(calls[0]).toBe('/api/v3/cms/gateway/filter?lang=en&path=%2Flearn%2Fspanish&content=true');
    expect(screen.getByText('One-to-one lessons, small group classes and structured courses, all online.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Three ways to learn' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Questions about Spanish' })).toBeTruthy();
    const questions = screen.getByTestId('faq-accordion').querySelectorAll('button');
    expect([...questions].map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    fireEvent.click(questions[1] as HTMLButtonElement);
    expect([...questions].map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(screen.getByRole('heading', { name: 'Book your first Spanish lesson' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/teachers/spanish');
    expect(await screen.findAllByRole('link', { name: /^Post \d$/ })).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Spanish learning guides' })).toBeTruthy();
    expect(calls).toContain('/api/v2/seo/blog-and-teacher?display_language=en&learning_language=spanish');
    await waitFor(() => {
      expect(document.title).toBe('Learn Spanish online: lessons, group classes and tips | Linguaroom');
    });
  });

  it('leaves out what the record does not have: no FAQ, no call to action to another host, no blog block without a language', async () => {
    const calls = stubApi({
      content: makeLearnContent({
        faq_questions: null,
        cta_link: 'https://elsewhere.test/',
        language_filter: null,
        headline_title: null,
        headline_description: null,
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Learn Spanish your way' });
    expect(screen.queryByTestId('faq-accordion')).toBeNull();
    expect(screen.queryByTestId('cta-link')).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(calls.some((c) => c.includes('blog-and-teacher'))).toBe(false);
  });

  it('is the not-found screen when the content service has no record, or a record of a type that is not accepted', async () => {
    stubApi({ content: null });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    unmount();
    stubApi({ content: makeLearnContent({ post_type: 'teachers', localized: false }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('001 §8 "Content fetch errors are only logged and return empty results": a failed call is logged and reads as no record', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ content: 500 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('content en /learn/spanish could not be read:', expect.anything());
  });
});
