import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBlogPost } from '../testing/blog-builders';
import { renderWithApp } from '../testing/render';
import BlogPostPage from './blog-post-page';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const renderAt = (path: string) => renderWithApp(<BlogPostPage />, { path, route: '/blog/:slug' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/blog/:slug (a post of the blog block)', () => {
  it("shows the article: title, date, summary and paragraphs in the post's language, the way back to the list and to the teachers", async () => {
    const fetch = vi.fn(() => json(200, { data: { post: makeBlogPost() } }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/blog/spanish-podcasts');
    expect(screen.getByText('Loading the article…')).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1, name: 'The best Spanish podcasts for every level' });
    expect(fetch).toHaveBeenCalledWith('/api/v2/blog/posts/spanish-podcasts', expect.anything());
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Published Sun, Nov 1, 2026')).toBeTruthy();
    expect([...screen.getByTestId('blog-post-body').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Our teachers pick their favourite podcasts.',
      'Podcasts turn a walk into practice.',
      'Beginners do best with short stories.',
    ]);
    expect(screen.getByRole('link', { name: /All Spanish articles/ }).getAttribute('href')).toBe('/blog?language=spanish');
    expect(screen.getByRole('heading', { name: 'Practise Spanish with a teacher' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a teacher' }).getAttribute('href')).toBe('/teachers/spanish');
    await waitFor(() => {
      expect(document.title).toBe('The best Spanish podcasts for every level | Linguaroom');
    });
  });

  it('is the not-found screen for an unknown post', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(404, { error: { code: 'NotFound', message: 'No such blog post.' } })),
    );
    renderAt('/blog/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
