import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBlogList } from '../testing/blog-builders';
import { renderWithApp } from '../testing/render';
import BlogPage from './blog-page';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function stubList(answer: (url: URL) => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(input);
      return input.startsWith('/api/v2/blog/posts')
        ? answer(new URL(input, 'http://app.test'))
        : json(404, { error: { code: 'NotFound', message: 'x' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/blog (the blog block\'s "View more")', () => {
  it("lists the language's posts with their dates, each linked to its page, and pages through them", async () => {
    const calls = stubList((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, makeBlogList({ count: page === 1 ? 12 : 2, page, total: 14 }));
    });
    renderWithApp(<BlogPage />, { path: '/blog?language=spanish', route: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Spanish: articles' })).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: /^Post \d+$/ })).toHaveLength(12);
    expect(calls[0]).toBe('/api/v2/blog/posts?language=spanish&display_language=en&page=1');
    expect(screen.getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/blog/post-1');
    expect(screen.getAllByText('Published Sun, Nov 1, 2026').length).toBe(12);
    const pages = screen.getByRole('navigation', { name: 'Article pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/blog?language=spanish&page=2');
    });
    expect(await screen.findByRole('link', { name: 'Post 14' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Learning Spanish: articles | Linguaroom');
    });
  });

  it('says so when there are no posts, and offers Try again when the call fails', async () => {
    stubList(() => json(200, makeBlogList({ count: 0, learning: null })));
    const { unmount } = renderWithApp(<BlogPage />, { path: '/blog', route: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(await screen.findByText('No articles here yet.')).toBeTruthy();
    unmount();
    stubList(() => json(500, { error: { code: 'InternalError', message: 'x' } }));
    renderWithApp(<BlogPage />, { path: '/blog?language=korean', route: '/blog' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
