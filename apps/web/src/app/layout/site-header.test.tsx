import { type Endpoint, getFoundation } from '@app/api';
import { fireEvent, screen, within } from '@testing-library/react';
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
