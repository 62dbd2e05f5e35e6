import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { I18nProvider } from '../../i18n/i18n-provider';
import { ShareLinkButton } from './share-link-button';

const URL_TO_SHARE = 'https://linguaroom.test/group-course/41?utm_source=share&utm_medium=copy_link&utm_campaign=group_course';
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider initialLocale="en"><ToastProvider>{children}</ToastProvider></I18nProvider>
);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('share button (000 §2 D, 000 §8 "Copied successfully.")', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('copies the link and says "Copied successfully."', async () => {
    // userEvent installs its own clipboard: stub ours after it.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareLinkButton url={URL_TO_SHARE} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(await screen.findByText('Copied successfully.')).toBeTruthy();
    expect(screen.queryByTestId('share-fallback')).toBeNull();
  });

  it('shows the link selected in an input when the clipboard is refused', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    render(<ShareLinkButton url={URL_TO_SHARE} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Copy this link' });
    expect(input.value).toBe(URL_TO_SHARE);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('Copied successfully.')).toBeNull();
  });
});
