import { type Endpoint, getConversation, getFoundation, listConversations, markConversationRead, type Message } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeFoundation } from '../testing/builders';
import { renderWithApp } from '../testing/render';
import ConversationPage from './conversation-page';

const VIEWER = makeFoundation().user.user_id;
const PEER = 7;

const message = (overrides: Partial<Message>): Message => ({
  id: 1,
  sender_id: PEER,
  recipient_id: VIEWER,
  text: 'Hola!',
  created_at: '2026-03-10T12:00:00.000Z',
  read_at: null,
  ...overrides,
});

function serve(messages: Message[]) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation() } as never);
    if (endpoint === getConversation) {
      return Promise.resolve({
        data: {
          user: { user_id: PEER, nickname: 'Lucía', avatar_file_name: null, origin_country_id: null, is_teacher: true },
          conversation_id: 3,
          messages,
          paging: { page: 1, total: messages.length, has_next: false },
        },
      } as never);
    }
    if (endpoint === markConversationRead) return Promise.resolve({ data: { conversation_id: 3, marked_read: 1 } } as never);
    if (endpoint === listConversations)
      return Promise.resolve({ data: { conversations: [], unread_total: 0, paging: { page: 1, total: 0, has_next: false } } } as never);
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/conversation/:id marks the thread read with a POST once it is shown', () => {
  it('shows a thread with an unread message to the viewer, then calls markConversationRead for that person', async () => {
    const calls = serve([message({})]);
    renderWithApp(<ConversationPage />, { path: `/conversation/${PEER}`, route: '/conversation/:id' });
    await screen.findByTestId('thread');
    await waitFor(() => {
      expect(calls).toHaveBeenCalledWith(markConversationRead, { params: { userId: PEER } });
    });
    expect(calls.mock.calls.filter(([endpoint]) => endpoint === markConversationRead)).toHaveLength(1);
  });

  it('does not call it when nothing to the viewer is unread (only their own message, or already read)', async () => {
    const calls = serve([
      message({ id: 1, read_at: '2026-03-10T12:01:00.000Z' }),
      message({ id: 2, sender_id: VIEWER, recipient_id: PEER }),
    ]);
    renderWithApp(<ConversationPage />, { path: `/conversation/${PEER}`, route: '/conversation/:id' });
    await screen.findByTestId('thread');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.mock.calls.some(([endpoint]) => endpoint === markConversationRead)).toBe(false);
  });
});
