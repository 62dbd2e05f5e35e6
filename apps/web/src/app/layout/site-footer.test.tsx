import { ApiClientError, type Endpoint, getFoundation, updateSettings, type UserLocale } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../i18n/i18n-provider';
import { useAddressLocale } from '../../i18n/use-address-locale';
import { api } from '../../lib/api-client';
import { useViewer } from '../../lib/viewer';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { SiteFooter } from './site-footer';
import { useAccountLocale } from './use-account-locale';

/** The footer inside what the shell does with the viewer's language (app-shell.tsx). */
function Shell() {
  useAccountLocale(useViewer().user?.locale);
  useAddressLocale(useParams().locale);
  return <SiteFooter />;
}

const ENGLISH_LABEL = 'Display language';
const SPANISH_LABEL = 'Idioma de la interfaz';

/** The server: a visitor (401) or a user whose account has `locale`; settings answered as `settings` says. */
function server({ account, settings = 'ok' }: { account: UserLocale | null; settings?: 'ok' | 'fail' }) {
  let stored = account;
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint, args?: unknown) => {
    if (endpoint === getFoundation) {
      if (stored === null) return Promise.reject(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'sign in' }));
      return Promise.resolve({ data: makeFoundation({ locale: stored }) } as never);
    }
    if (endpoint === updateSettings) {
      if (settings === 'fail') return Promise.reject(new Error('offline'));
      stored = (args as { body: { locale: UserLocale } }).body.locale;
      return Promise.resolve({ data: makeFoundation({ locale: stored }) } as never);
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

const languageSelect = (name: string) => screen.findByRole('combobox', { name }, { timeout: 5_000 });

beforeAll(async () => {
  await loadCatalog('es');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the footer language switch and the account language', () => {
  it('a visitor switches the page only: nothing is saved anywhere but in this browser', async () => {
    const call = server({ account: null });
    renderWithApp(<Shell />);
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(getFoundation);
    });
    await userEvent.setup().selectOptions(await languageSelect(ENGLISH_LABEL), 'es');
    expect(((await languageSelect(SPANISH_LABEL)) as HTMLSelectElement).value).toBe('es');
    expect(call).not.toHaveBeenCalledWith(updateSettings, expect.anything());
    expect(document.cookie).toContain('kp_locale=es');
  });

  it('signed in, the switch saves the language to the account (the mails follow) and the page stays in it', async () => {
    const call = server({ account: 'en' });
    const { shell } = renderWithApp(<Shell />);
    await waitFor(() => {
      expect(shell.viewer.state().data).toBeTruthy();
    });
    await userEvent.setup().selectOptions(await languageSelect(ENGLISH_LABEL), 'es');
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(updateSettings, { body: { locale: 'es' } });
    });
    expect(((await languageSelect(SPANISH_LABEL)) as HTMLSelectElement).value).toBe('es');
    await waitFor(() => {
      expect(shell.viewer.state().data?.user.locale).toBe('es');
    });
    // Still Spanish once the account has been read again.
    await shell.viewer.refresh();
    expect(((await languageSelect(SPANISH_LABEL)) as HTMLSelectElement).value).toBe('es');
  });

  it('signed in, a switch the server does not save goes back to the account language, and says so', async () => {
    const call = server({ account: 'en', settings: 'fail' });
    const { shell } = renderWithApp(<Shell />);
    await waitFor(() => {
      expect(shell.viewer.state().data).toBeTruthy();
    });
    await userEvent.setup().selectOptions(await languageSelect(ENGLISH_LABEL), 'es');
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(updateSettings, { body: { locale: 'es' } });
    });
    expect(await screen.findByText('Your language could not be saved to your account. Please try again.')).toBeTruthy();
    expect(((await languageSelect(ENGLISH_LABEL)) as HTMLSelectElement).value).toBe('en');
  });

  it('signing in shows the account language, whatever this browser was showing before', async () => {
    localStorage.setItem('kp.display_language', 'en');
    const call = server({ account: 'es' });
    renderWithApp(<Shell />);
    expect(((await languageSelect(SPANISH_LABEL)) as HTMLSelectElement).value).toBe('es');
    expect(call).not.toHaveBeenCalledWith(updateSettings, expect.anything());
  });

  it('a page whose address names its language is shown in it while signed in, and the account is left alone', async () => {
    const call = server({ account: 'en' });
    const { shell } = renderWithApp(<Shell />, { path: '/es/learn/english', route: '/:locale/learn/:language' });
    await waitFor(() => {
      expect(shell.viewer.state().data).toBeTruthy();
    });
    expect(((await languageSelect(SPANISH_LABEL)) as HTMLSelectElement).value).toBe('es');
    expect(call).not.toHaveBeenCalledWith(updateSettings, expect.anything());
  });
});
