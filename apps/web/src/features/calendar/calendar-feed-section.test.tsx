import { type Endpoint, getFoundation, resetCalendarFeed } from '@app/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { FeedControls } from './calendar-feed-section';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));
const feed = (token: string) => ({
  https_url: `https://linguaroom.example/api/calendar/${token}.ics`,
  webcal_url: `webcal://linguaroom.example/api/calendar/${token}.ics`,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('FeedControls: issue 15 "a private calendar feed ... the user can reset in /settings"', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((endpoint) => {
      if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation() });
      if (endpoint === resetCalendarFeed) return Promise.resolve({ data: { feed: feed('new') } });
      return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    });
  });

  it('without a feed: one button creates it', async () => {
    renderWithApp(<FeedControls feed={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get my calendar link' }));
    await waitFor(() => {
      expect(call).toHaveBeenCalledWith(resetCalendarFeed, {});
    });
  });

  it('with a feed: the webcal subscription, the https address to copy; reset asks first, then says the old link stopped', async () => {
    renderWithApp(<FeedControls feed={feed('old')} />);
    expect(screen.getByRole('link', { name: 'Subscribe in my calendar app' }).getAttribute('href')).toBe(feed('old').webcal_url);
    expect(screen.getByLabelText<HTMLInputElement>('Or paste this address into your calendar app').value).toBe(feed('old').https_url);
    fireEvent.click(screen.getByRole('button', { name: 'Reset the link' }));
    expect(call).not.toHaveBeenCalledWith(resetCalendarFeed, expect.anything());
    const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the link' }));
    await screen.findByText('Your calendar link was reset. Subscribe again with the new address.');
  });
});
