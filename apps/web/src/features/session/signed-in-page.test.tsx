import { ApiClientError, type Endpoint, getFoundation } from '@app/api';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { SignedInPage } from './signed-in-page';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const page = <SignedInPage skeleton={<p>loading</p>}>{(user) => <p>Hello {user.nickname}</p>}</SignedInPage>;

describe('signed-in pages (my classes, wallet, settings, messages)', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('sends a visitor to sign in with returnTo = this page', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === getFoundation
        ? Promise.reject(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'Sign in' }))
        : Promise.reject(new Error('unexpected')),
    );
    renderWithApp(page, { path: '/wallet?x=1', route: '/wallet' });
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/wallet?x=1');
    await vi.waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/signin?returnTo=%2Fwallet%3Fx%3D1');
    });
  });

  it('renders the page for the signed-in user', async () => {
    call.mockResolvedValue({ data: makeFoundation() });
    renderWithApp(page, { path: '/wallet', route: '/wallet' });
    expect(await screen.findByText('Hello Emma W.')).toBeTruthy();
  });

  it('a failed session read shows the error with Try again, not an endless skeleton', async () => {
    call.mockRejectedValue(new Error('offline'));
    renderWithApp(page, { path: '/wallet', route: '/wallet' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
