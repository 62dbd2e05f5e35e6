import { DECLINE_REASON_MAX_LENGTH } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { DeclineDialog } from './decline-dialog';

function renderDialog() {
  const onConfirm = vi.fn<(reason: string) => void>();
  renderWithApp(<DeclineDialog open applicantName="Ana Ruiz" onConfirm={onConfirm} onClose={() => undefined} />);
  const box = screen.getByLabelText<HTMLTextAreaElement>('Reason the applicant will read');
  const decline = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Decline application' }));
  };
  return { onConfirm, box, decline };
}

describe("DeclineDialog: the staff's reason, checked by the server's schema", () => {
  it('too short once trimmed: the error under the box, described by it, nothing sent', () => {
    const { onConfirm, box, decline } = renderDialog();
    fireEvent.change(box, { target: { value: '   Too short   ' } });
    decline();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('-error');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('too long: says the most it takes; typing again clears the error', () => {
    const { onConfirm, box, decline } = renderDialog();
    fireEvent.change(box, { target: { value: 'x'.repeat(DECLINE_REASON_MAX_LENGTH + 1) } });
    decline();
    expect(screen.getByText(`At most ${DECLINE_REASON_MAX_LENGTH} characters.`)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(DECLINE_REASON_MAX_LENGTH) } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a good reason is sent trimmed, as the server keeps it', () => {
    const { onConfirm, box, decline } = renderDialog();
    fireEvent.change(box, { target: { value: '  Your intro video link does not play.\n' } });
    decline();
    expect(onConfirm).toHaveBeenCalledWith('Your intro video link does not play.');
  });
});
