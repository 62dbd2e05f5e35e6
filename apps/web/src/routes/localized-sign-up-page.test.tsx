import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_LOCALE_STORAGE_KEY } from '../i18n/locales';
import { renderWithApp } from '../testing/render';
import LocalizedSignUpPage from './localized-sign-up-page';

const renderAt = (path: string) => renderWithApp(<LocalizedSignUpPage />, { path, route: '/:locale/signup' });
// The Spanish catalog is its own chunk, imported on first use: on a busy 2-core machine that takes over a second.
const CATALOG_LOAD = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('/{locale}/signup (001 §2.5 signup call-to-action pages)', () => {
  it('shows the sign-up form in Spanish at /es/signup, and keeps Spanish as the display language', async () => {
    renderAt('/es/signup');
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' }, CATALOG_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(DISPLAY_LOCALE_STORAGE_KEY)).toContain('es');
  });

  it('says "check your email" in Spanish after sending the form at /es/signup', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ data: { next: 'check_email', email: 'ana@example.test' } }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    renderAt('/es/signup');
    await screen.findByRole('heading', { name: 'Crea tu cuenta' }, CATALOG_LOAD);
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'a-long-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByTestId('sign-up-sent').textContent).toContain('Enviamos un mensaje a ana@example.test.');
  });

  it('shows a locale we have no texts for (/ja/signup) in the current display language', async () => {
    renderAt('/ja/signup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('en');
    });
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
