import { ApiClientError, confirmEmail, type Endpoint, getFoundation } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewer } from '../lib/viewer';
import { api } from '../lib/api-client';
import { makeFoundation } from '../testing/builders';
import { renderWithApp } from '../testing/render';
import ConfirmEmailPage from './confirm-email-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Stands in for the header: who the app thinks is signed in. */
function ViewerName() {
  const { user, isSignedIn } = useViewer();
  return <p data-testid="viewer">{isSignedIn ? user?.nickname : 'visitor'}</p>;
}

describe('the confirm-email page (the link in the mail)', () => {
  it('confirms once and signs in: the header, read as a visitor before, shows the user without a reload', async () => {
    let signedIn = false;
    const call = vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
      if (endpoint === getFoundation) {
        return signedIn
          ? Promise.resolve({ data: makeFoundation() } as never)
          : Promise.reject(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'Sign in' }));
      }
      if (endpoint === confirmEmail) {
        // Answered after the header has read the visitor, as over a network.
        return new Promise((resolve) =>
          setTimeout(() => {
            signedIn = true;
            resolve({ data: { ok: true, user: makeFoundation().user } } as never);
          }, 50),
        );
      }
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
    renderWithApp(
      <>
        <ViewerName />
        <ConfirmEmailPage />
      </>,
      { path: '/confirm-email?token=abc', route: '/confirm-email' },
    );
    await waitFor(() => {
      expect(screen.getByTestId('viewer').textContent).toBe('visitor');
    });
    expect(
      await screen.findByText('Your email is confirmed and you are signed in. You can book classes and message teachers now.'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('viewer').textContent).toBe(makeFoundation().user.nickname);
    });
    expect(call.mock.calls.filter(([e]) => e === confirmEmail)).toHaveLength(1);
  });
});
