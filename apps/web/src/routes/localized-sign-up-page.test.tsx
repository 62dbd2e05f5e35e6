import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_LOCALE_STORAGE_KEY } from '../i18n/locales';
import { renderWithApp } from '../testing/render';
import LocalizedSignUpPage from './localized-sign-up-page';

const renderAt = (path: string) => renderWithApp(<LocalizedSignUpPage />, { path, route: '/:locale/signup' });

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('/{locale}/signup (001 §2.5 signup call-to-action pages)', () => {
  it('shows the sign-up form in Spanish at /es/signup, and keeps Spanish as the display language', async () => {
    renderAt('/es/signup');
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(DISPLAY_LOCALE_STORAGE_KEY)).toContain('es');
  });

  it('shows a locale we have no texts for (/ja/signup) in the current display language', async () => {
    renderAt('/ja/signup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    await waitFor(() => { expect(document.documentElement.lang).toBe('en'); });
    expect(localStorage.getItem(DISPLAY_LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('is not-found for any other segment', () => {
    for (const path of ['/pt/signup', '/ES/signup', '/teachers/signup']) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      unmount();
    }
  });
});
