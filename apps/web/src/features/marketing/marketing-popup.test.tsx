import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { setEventQueueForTests } from '../../lib/events/track';
import { MarketingPopup } from './marketing-popup';

const POPUP = {
  id: 3,
  title: 'New: live group classes',
  body: 'Practise with others.',
  cta_label: 'Find a group class',
  cta_link: '/group-class',
};

function stubApi({ signedIn }: { signedIn: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = input;
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const json = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
      if (url.includes('/v2/me/foundation'))
        return signedIn ? json(200, { data: makeFoundation() }) : json(401, { error: { code: 'NotSignedIn', message: 'x' } });
      if (url.endsWith('/dismiss')) return json(200, { data: { popup_id: 3, dismissed: true } });
      if (url.includes('/v2/marketing/global_popup')) return json(200, { data: { popup: POPUP } });
      return json(404, { error: { code: 'NotFound', message: 'x' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setEventQueueForTests(null);
});

describe('MarketingPopup', () => {
  it('shows the stored popup to a signed-in user; Close hides it and remembers the dismissal', async () => {
    setEventQueueForTests({ enqueue: () => undefined, flush: () => Promise.resolve(), flushWithBeacon: () => undefined, size: 0 });
    const calls = stubApi({ signedIn: true });
    renderWithApp(<MarketingPopup />);
    expect(await screen.findByText('Practise with others.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a group class' }).getAttribute('href')).toBe('/group-class');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Practise with others.')).toBeNull();
    await waitFor(() => {
      expect(calls).toContain('POST /api/v2/marketing/global_popup/3/dismiss');
    });
  });

  it('asks nothing for a visitor or on the instant-lessons page', async () => {
    const visitorCalls = stubApi({ signedIn: false });
    const { unmount } = renderWithApp(<MarketingPopup />);
    await waitFor(() => {
      expect(visitorCalls.some((c) => c.includes('foundation'))).toBe(true);
    });
    expect(visitorCalls.some((c) => c.includes('global_popup'))).toBe(false);
    unmount();
    const instantCalls = stubApi({ signedIn: true });
    renderWithApp(<MarketingPopup instantLessons />);
    await waitFor(() => {
      expect(instantCalls.some((c) => c.includes('foundation'))).toBe(true);
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(instantCalls.some((c) => c.includes('global_popup'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
