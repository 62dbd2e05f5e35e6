import { updateSettings, type UserLocale } from '@app/api';
import { api } from '../../lib/api-client';
import type { ShellReads } from '../../lib/shell-reads';

/**
 * Saves the language a signed-in user chose in the footer to their account (PATCH /v1/me/settings),
 * so their mails follow the page. The footer has already put the language on the held viewer, so the
 * shell keeps showing it meanwhile; a refusal reads the account again, and the display goes back to
 * the account's language. True when saved. (Imported by the footer, so it is on the landing page:
 * a dynamic import made the bundler split shared modules into chunks of their own, 1 KB gzip more
 * than these few lines.)
 */
export async function saveAccountLocale({ shell, locale }: { shell: ShellReads; locale: UserLocale }): Promise<boolean> {
  try {
    const answer = await api.call(updateSettings, { body: { locale } });
    // A later switch may be on its way: its answer, not this one, is the account's language then.
    shell.viewer.set((old) => (old?.user.locale === locale ? { ...old, user: answer.data.user } : old));
    return true;
  } catch {
    await shell.viewer.refresh().catch(() => undefined);
    return false;
  }
}
