import { ApiClientError, type Endpoint, getFoundation, signOut } from '@app/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { SiteHeader } from './site-header';

function signedInAs(role: 'STUDENT' | 'TEACHER' | 'ADMIN') {
  vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) =>
    endpoint === getFoundation
      ? Promise.resolve({ data: makeFoundation({ role }) } as never)
      : // The unread badge: no messages.
        Promise.resolve({ data: { conversations: [], unread_total: 0 } } as never),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site header: Teaching', () => {
  it('a teacher has Teaching in the main navigation and in the account menu', async () => {
    signedInAs('TEACHER');
    renderWithApp(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Teaching' })).getAttribute('href')).toBe('/teaching');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(
      within(await screen.findByRole('menu'))
        .getByRole('menuitem', { name: 'Teaching' })
        .getAttribute('href'),
    ).toBe('/teaching');
  });

  it('a student or an admin does not', async () => {
    for (const role of ['STUDENT', 'ADMIN'] as const) {
      signedInAs(role);
      const { unmount } = renderWithApp(<SiteHeader />);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await within(nav).findByRole('link', { name: 'My classes' });
      expect(within(nav).queryByRole('link', { name: 'Teaching' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
      expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Teaching' })).toBeNull();
      unmount();
      vi.restoreAllMocks();
    }
  });
});

describe('site header: Favourites', () => {
  it('is in the account menu (beside My classes and Wallet), not in the main navigation', async () => {
    signedInAs('STUDENT');
    renderWithApp(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'My classes' });
    expect(within(nav).queryByRole('link', { name: 'Favourites' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(
      within(await screen.findByRole('menu'))
        .getByRole('menuitem', { name: 'Favourites' })
        .getAttribute('href'),
    ).toBe('/favourites');
  });
});

describe('site header: Sign out', () => {
  it('shows the landing signed out, and asks nothing more as the user (no unread count read as a visitor, a 401)', async () => {
    // The server: the session's reads answer 401 once it has ended.
    let session = true;
    const notSignedIn = () => Promise.reject(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'sign in' }));
    const call = vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
      if (endpoint === signOut) {
        session = false;
        return Promise.resolve({ data: { message: 'signed out' } } as never);
      }
      if (!session) return notSignedIn();
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ role: 'STUDENT' }) } as never);
      return Promise.resolve({ data: { conversations: [], unread_total: 2 } } as never);
    });
    const { shell } = renderWithApp(<SiteHeader />);
    await screen.findByTestId('header-unread');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const callsBefore = call.mock.calls.length;
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/group-class');
    });
    expect(shell.viewer.state().data).toBeNull();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    // Give a refetch every chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call.mock.calls.slice(callsBefore).map(([endpoint]) => endpoint.path)).toEqual([signOut.path]);
  });
});
