import type { QueryClient } from '@tanstack/react-query';

/**
 * After a sign-in, sign-out or confirmation link: everything read as the previous viewer may
 * differ for the new one (seats, prices, history). Answers no component shows are dropped; those
 * on screen (the header's viewer among them) are read again at once and replaced when the new
 * answer comes. Only removing them all would leave mounted components showing the old viewer until
 * something else re-rendered them.
 */
export async function forgetViewerReads(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
