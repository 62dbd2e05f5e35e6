import { ApiClientError, sendGroupClassFeedback } from '@app/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { FeedbackForm } from './feedback-form';

afterEach(() => {
  vi.restoreAllMocks();
});

function open(onClose = vi.fn()) {
  renderWithApp(<FeedbackForm category="topic" open onClose={onClose} />);
  return { onClose, send: screen.getByTestId<HTMLButtonElement>('feedback-send'), text: screen.getByTestId('feedback-text') };
}

describe('FeedbackForm (001 §4.1, §8)', () => {
  it('Send is disabled while the text is empty or blank', () => {
    const { send, text } = open();
    expect(send.disabled).toBe(true);
    fireEvent.change(text, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(text, { target: { value: 'More business English' } });
    expect(send.disabled).toBe(false);
  });

  it('sends {category, custom_msg}; success says Submitted Successfully and closes', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ data: { ok: true } } as never);
    const { send, text, onClose } = open();
    fireEvent.change(text, { target: { value: 'More business English' } });
    fireEvent.click(send);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(call).toHaveBeenCalledWith(sendGroupClassFeedback, { body: { category: 'topic', custom_msg: 'More business English' } });
    expect(await screen.findByText('Submitted Successfully')).toBeTruthy();
  });

  it('ErrFeedbackCustomMsgLengthTooLong: No more than 5000 characters, and the form stays open', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiClientError({ status: 400, code: 'ErrFeedbackCustomMsgLengthTooLong', message: 'No more than 5000 characters' }),
    );
    const { send, text, onClose } = open();
    fireEvent.change(text, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(send);
    expect((await screen.findByTestId('feedback-hint')).textContent).toBe('No more than 5000 characters');
    await waitFor(() => {
      expect(screen.getByTestId('feedback-hint').getAttribute('role')).toBe('alert');
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
