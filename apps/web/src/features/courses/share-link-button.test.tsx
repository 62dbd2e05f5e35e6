import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { I18nProvider } from '../../i18n/i18n-provider';
import { createEventQueue } from '../../lib/events/event-queue';
import { setEventQueueForTests } from '../../lib/events/track';
import { ShareLinkButton } from './share-link-button';

const URL_TO_SHARE = 'https://linguaroom.test/group-course/41?utm_source=share&utm_medium=copy_link&utm_campaign=group_course';
const SHARE_ITEM = { method: 'copy_link', content_type: 'course', item_id: 41 } as const;
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider initialLocale="en">
    <ToastProvider>{children}</ToastProvider>
  </I18nProvider>
);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('share button (000 §2 D, 000 §8 "Copied successfully.")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setEventQueueForTests(null);
  });

  it('sends one share event with method and content_type per click; without the data it only logs', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.resolve());
    const beacon = vi.fn<(body: string) => boolean>(() => true);
    const queue = createEventQueue({ post: () => Promise.resolve('sent' as const), beacon });
    setEventQueueForTests(queue);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = render(<ShareLinkButton url={URL_TO_SHARE} shareItem={SHARE_ITEM} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    queue.flushWithBeacon();
    const sent = JSON.parse(beacon.mock.calls[0]?.[0] ?? '{}') as { events: { name: string; props: unknown }[] };
    expect(sent.events.map((e) => [e.name, e.props])).toEqual([['share', { method: 'copy_link', content_type: 'course', item_id: '41' }]]);
    unmount();

    render(<ShareLinkButton url={URL_TO_SHARE} shareItem={{ content_type: 'course', item_id: 41 }} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    expect(queue.size).toBe(0);
    expect(warn).toHaveBeenCalledWith('Share item data are missing.');
  });

  it('copies the link and says "Copied successfully."', async () => {
    // userEvent installs its own clipboard: stub ours after it.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<ShareLinkButton url={URL_TO_SHARE} shareItem={SHARE_ITEM} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(await screen.findByText('Copied successfully.')).toBeTruthy();
    expect(screen.queryByTestId('share-fallback')).toBeNull();
  });

  it('shows the link selected in an input when the clipboard is refused', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    render(<ShareLinkButton url={URL_TO_SHARE} shareItem={SHARE_ITEM} />, { wrapper });
    await user.click(screen.getByRole('button', { name: /Share this course/ }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Copy this link' });
    expect(input.value).toBe(URL_TO_SHARE);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('Copied successfully.')).toBeNull();
  });
});
