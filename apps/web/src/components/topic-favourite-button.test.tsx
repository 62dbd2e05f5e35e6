import { addFavouriteTopic, ApiClientError, type Endpoint, getFavourites, getFoundation, removeFavouriteTopic } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../testing/builders';
import { makeFavourites, makeFavouriteTopic } from '../testing/favourite-builders';
import { renderWithApp } from '../testing/render';
import { TopicFavouriteButton } from './topic-favourite-button';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../lib/api-client', () => ({ api: { call } }));

function answer({ signedIn, savedIds }: { signedIn: boolean; savedIds: number[] }) {
  call.mockImplementation((endpoint, args) => {
    if (endpoint === getFoundation)
      return signedIn
        ? Promise.resolve({ data: makeFoundation() })
        : Promise.reject(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'Sign in' }));
    if (endpoint === getFavourites)
      return Promise.resolve({ data: makeFavourites({ topics: savedIds.map((id) => makeFavouriteTopic({ topic_id: id })) }) });
    const id = (args as { params: { id: number } }).params.id;
    if (endpoint === addFavouriteTopic) return Promise.resolve({ data: { topic_id: id, is_favor: true } });
    if (endpoint === removeFavouriteTopic) return Promise.resolve({ data: { topic_id: id, is_favor: false } });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

const heart = <TopicFavouriteButton topicId={5001} title="Ordering food like a local" />;

describe('the topic heart (topic page, search cards)', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('a visitor gets a link to sign in that comes back to this page', async () => {
    answer({ signedIn: false, savedIds: [] });
    renderWithApp(heart, { path: '/group-class-online/topic/5001', route: '/group-class-online/topic/:id' });
    const link = await screen.findByRole('link', { name: 'Add Ordering food like a local to favourites' });
    expect(link.getAttribute('href')).toBe('/signin?returnTo=%2Fgroup-class-online%2Ftopic%2F5001');
    expect(link.getAttribute('title')).toBe('Sign in to save class topics you like.');
    expect(call).not.toHaveBeenCalledWith(getFavourites, expect.anything());
  });

  it('signed in: filled when the saved list has the topic, and a click removes it', async () => {
    answer({ signedIn: true, savedIds: [5001] });
    renderWithApp(heart);
    const button = await screen.findByRole('button', { name: 'Remove Ordering food like a local from favourites' });
    await waitFor(() => {
      expect(button.hasAttribute('disabled')).toBe(false);
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    answer({ signedIn: true, savedIds: [] });
    await userEvent.setup().click(button);
    const unsaved = await screen.findByRole('button', { name: 'Add Ordering food like a local to favourites' });
    expect(unsaved.getAttribute('aria-pressed')).toBe('false');
    expect(call).toHaveBeenCalledWith(removeFavouriteTopic, { params: { id: 5001 } });
  });

  it('signed in: empty when not saved; a click saves it, shown at once while the list is read again', async () => {
    answer({ signedIn: true, savedIds: [] });
    renderWithApp(heart);
    const button = await screen.findByRole('button', { name: 'Add Ordering food like a local to favourites' });
    await waitFor(() => {
      expect(button.hasAttribute('disabled')).toBe(false);
    });
    const answered = call.getMockImplementation();
    if (!answered) throw new Error('no answers');
    // The list's second read never answers here: what shows is the save's own answer.
    call.mockImplementation((endpoint, args) => (endpoint === getFavourites ? new Promise(() => undefined) : answered(endpoint, args)));
    await userEvent.setup().click(button);
    const saved = await screen.findByRole('button', { name: 'Remove Ordering food like a local from favourites' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(call).toHaveBeenCalledWith(addFavouriteTopic, { params: { id: 5001 } });
    expect(call.mock.calls.filter(([endpoint]) => endpoint === getFavourites)).toHaveLength(2);
  });
});
