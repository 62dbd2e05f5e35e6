import { ApiClientError, type Endpoint, getFoundation, sendMessage } from '@app/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFoundation } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { MessageComposer } from './message-composer';

const call = vi.hoisted(() => vi.fn<(endpoint: Endpoint, args?: unknown) => Promise<unknown>>());
vi.mock('../../lib/api-client', () => ({ api: { call } }));

const confirmed = makeFoundation().user;
const unconfirmed = makeFoundation({ register_status: 2, is_confirm_email: false, email: 'noor@example.test' }).user;

function answerSend(result: () => Promise<unknown>) {
  call.mockImplementation((endpoint) => {
    if (endpoint === sendMessage) return result();
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation() });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

async function write(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('sending a message (Contact teacher, 000 §5 confirm-email rule)', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('sends the trimmed text, clears the box and reports it sent', async () => {
    const onSent = vi.fn();
    answerSend(() => Promise.resolve({ data: { conversation_id: 1, message: {} } }));
    renderWithApp(<MessageComposer viewer={confirmed} recipientId={7} onSent={onSent} />);
    await write('  Hola Lucía  ');
    await waitFor(() => {
      expect(onSent).toHaveBeenCalled();
    });
    expect(call).toHaveBeenCalledWith(sendMessage, { params: { userId: 7 }, body: { text: 'Hola Lucía' } });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('');
  });

  it('an unconfirmed user (register_status <= 4) gets the confirm-email prompt and nothing is sent', async () => {
    answerSend(() => Promise.resolve({}));
    renderWithApp(<MessageComposer viewer={unconfirmed} recipientId={7} onSent={vi.fn()} />);
    await write('Hola');
    const prompt = await screen.findByRole('dialog', { name: 'Please confirm your email' });
    expect(prompt.textContent).toContain('noor@example.test');
    expect(call).not.toHaveBeenCalledWith(sendMessage, expect.anything());
  });

  it("the server's 403 ConfirmEmailRequired opens the same prompt", async () => {
    answerSend(() => Promise.reject(new ApiClientError({ status: 403, code: 'ConfirmEmailRequired', message: 'Please confirm' })));
    renderWithApp(<MessageComposer viewer={confirmed} recipientId={7} onSent={vi.fn()} />);
    await write('Hola');
    await screen.findByRole('dialog', { name: 'Please confirm your email' });
  });

  it('a 429 says to slow down and keeps the text', async () => {
    answerSend(() => Promise.reject(new ApiClientError({ status: 429, code: 'TooManyMessages', message: 'Slow down' })));
    renderWithApp(<MessageComposer viewer={confirmed} recipientId={7} onSent={vi.fn()} />);
    await write('Hola');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('Hola');
  });

  it('a blank message is not sent and says why', async () => {
    answerSend(() => Promise.resolve({}));
    renderWithApp(<MessageComposer viewer={confirmed} recipientId={7} onSent={vi.fn()} />);
    await write('   ');
    expect(screen.getByText('Write something first.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(sendMessage, expect.anything());
  });
});
