import { ApiClientError, type Endpoint, getFoundation, updateSettings } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../i18n/i18n-provider';
import { makeFoundation } from '../../testing/builders';
import { makeRates } from '../../testing/people-builders';
import { renderWithApp } from '../../testing/render';
import { changedSettings } from './settings-fields';
import { SettingsForm } from './settings-form';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const foundation = makeFoundation({ currency: 'EUR', timezone_iana: 'Europe/Berlin', is_am: 1 });
const NOW = Date.parse('2026-11-25T14:30:00.000Z');

function setup() {
  const result = renderWithApp(<SettingsForm user={foundation.user} rates={makeRates().rates} now={NOW} />);
  result.shell.viewer.set(() => foundation);
  return result;
}

describe('settings form (PATCH /v1/me/settings)', () => {
  // The Spanish texts load on first use; loaded once here, a switch shows them on the next turn.
  beforeAll(async () => {
    await loadCatalog('es');
  }, 30_000);
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation ? Promise.resolve({ data: foundation }) : Promise.reject(new Error(`unexpected ${endpoint.path}`)),
    );
  });

  it('sends only the changed field and puts the saved user in the cache', async () => {
    const { shell } = setup();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === updateSettings)
        return Promise.resolve({ data: { user: { ...foundation.user, ...(args as { body: object }).body } } });
      return Promise.resolve({ data: foundation });
    });
    const user = userEvent.setup();
    // The example is the current time in the chosen zone (15:30 in Berlin).
    await user.click(screen.getByRole('radio', { name: '24-hour (15:30)' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(updateSettings, { body: { is_am: 0 } });
    });
    await screen.findByText('Settings saved.');
    expect(shell.viewer.state().data?.user.is_am).toBe(0);
  });

  it('saves the language with the other settings, and the page switches to it (the mails follow the account)', async () => {
    const { shell } = setup();
    call.mockImplementation((endpoint, args) => {
      if (endpoint === updateSettings)
        return Promise.resolve({ data: { user: { ...foundation.user, ...(args as { body: object }).body } } });
      return Promise.resolve({ data: foundation });
    });
    const user = userEvent.setup();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveProperty('value', 'en');
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('lang') === 'es')[0]?.textContent).toBe('Español');
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(updateSettings, { body: { locale: 'es' } });
    });
    expect(shell.viewer.state().data?.user.locale).toBe('es');
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Idioma' }, { timeout: 5_000 })).value).toBe('es');
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeTruthy();
  });

  it("shows the server's refusal of the language under the Language field", async () => {
    setup();
    call.mockImplementation((endpoint) =>
      endpoint === updateSettings
        ? Promise.reject(new ApiClientError({ status: 400, code: 'InvalidRequest', message: 'locale', field: 'locale' }))
        : Promise.resolve({ data: foundation }),
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Choose a language from the list.');
    expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('does not call the server when nothing changed, and says so', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert').textContent).toBe('Nothing to save: change a setting first.');
    expect(call).not.toHaveBeenCalledWith(updateSettings, expect.anything());
  });

  it("shows the refused field's error under it, and clears it when the field changes", async () => {
    setup();
    call.mockImplementation((endpoint) =>
      endpoint === updateSettings
        ? Promise.reject(new ApiClientError({ status: 400, code: 'InvalidRequest', message: 'Unknown currency', field: 'currency' }))
        : Promise.resolve({ data: foundation }),
    );
    const user = userEvent.setup();
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(currency, 'JPY');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Choose a currency from the list.');
    expect(currency.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(currency, 'GBP');
    expect(screen.queryByText('Choose a currency from the list.')).toBeNull();
  });

  it('a failure without a field is a form-level error', async () => {
    setup();
    call.mockImplementation((endpoint) =>
      endpoint === updateSettings ? Promise.reject(new Error('offline')) : Promise.resolve({ data: foundation }),
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your settings could not be saved. Please try again.');
  });
});

describe('changedSettings', () => {
  it('is null when nothing changed, else only the changed keys', () => {
    const saved = { currency: 'EUR', timezone_iana: 'Europe/Berlin', is_am: 1 as const, locale: 'en' as const };
    expect(changedSettings(saved, saved)).toBeNull();
    expect(changedSettings(saved, { ...saved, timezone_iana: 'Asia/Tokyo', is_am: 0 })).toEqual({ timezone_iana: 'Asia/Tokyo', is_am: 0 });
    expect(changedSettings(saved, { ...saved, locale: 'es' })).toEqual({ locale: 'es' });
  });
});
