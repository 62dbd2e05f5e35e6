import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLearnContent } from '../testing/content-builders';
import { renderWithApp } from '../testing/render';
import LearnPage from './learn-page';

function stubContent() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(input);
      const body = input.includes('/v3/cms/gateway/filter')
        ? { code: 200, data: makeLearnContent({ language_filter: null }), message: 'success' }
        : {};
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return calls;
}

const renderAt = (path: string) => renderWithApp(<LearnPage />, { path, route: '/:locale/learn/:language' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/{locale}/learn/{language} (001 §2.5 "/en/learn/{language}")', () => {
  it('asks for the record of /learn/{language} in the locale, mapped as 001 §7.2 says', async () => {
    const calls = stubContent();
    renderAt('/en/learn/Spanish');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn Spanish your way' })).toBeTruthy();
    expect(calls).toEqual(['/api/v3/cms/gateway/filter?lang=en&path=%2Flearn%2Fspanish&content=true']);
    renderAt('/zh-CN/learn/english');
    await vi.waitFor(() => {
      expect(calls).toContain('/api/v3/cms/gateway/filter?lang=zh-hans&path=%2Flearn%2Fenglish&content=true');
    });
  });

  it('is not-found at once for a first segment that is no language tag', () => {
    const calls = stubContent();
    renderAt('/group-class/learn/english');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
