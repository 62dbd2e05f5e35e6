import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import SignUpPage from './sign-up-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's one answer to a sign-up, for a new and a registered address alike. */
function stubSignUpAnswer() {
  const fetch = vi.fn((_input: string, init?: RequestInit) => {
    const { email } = JSON.parse(init?.body as string) as { email: string };
    return Promise.resolve(
      new Response(JSON.stringify({ data: { next: 'check_email', email } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Noor' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-long-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return screen.findByRole('heading', { name: 'Check your email' });
}

describe('sign-up page', () => {
  it('shows "check your email" with the address as the next step, stays signed out, and offers the sign-in with the way back', async () => {
    const fetch = stubSignUpAnswer();
    renderWithApp(<SignUpPage />, { path: '/signup?returnTo=%2Fgroup-class-online%2Ftopic%2F7', route: '/signup' });
    await submit('noor@example.test');
    expect(screen.getByTestId('sign-up-sent').textContent).toBe(
      'We sent a message to noor@example.test. Open the link in it to confirm your address; it signs you in.',
    );
    expect(screen.getByText(/If you already have an account with this address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?returnTo=%2Fgroup-class-online%2Ftopic%2F7');
    // No navigation: the page waits for the mail's link.
    expect(screen.getByTestId('location').textContent).toBe('/signup?returnTo=%2Fgroup-class-online%2Ftopic%2F7');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('looks the same for an address that is registered already (the server answers the same)', async () => {
    stubSignUpAnswer();
    renderWithApp(<SignUpPage />, { path: '/signup', route: '/signup' });
    await submit('student@demo.test');
    expect(screen.getByTestId('sign-up-sent').textContent).toContain('student@demo.test');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
