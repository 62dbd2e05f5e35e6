import { ConfirmEmailPrompt } from '../session/confirm-email-prompt';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useViewer } from '../session/viewer-query';
import type { BookFlow } from './use-book-flow';

/** The prompt a book click asked for (sign in, or confirm the email first). Render once per page. */
export function BookFlowPrompts({ flow }: { flow: Pick<BookFlow, 'prompt' | 'closePrompt'> }) {
  const { user } = useViewer();
  return (
    <>
      <SignInPrompt open={flow.prompt === 'sign-in'} onClose={flow.closePrompt} />
      <ConfirmEmailPrompt open={flow.prompt === 'confirm-email'} onClose={flow.closePrompt} reason="book" email={user?.email ?? ''} />
    </>
  );
}
