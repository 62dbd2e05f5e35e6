import { ConfirmEmailPrompt } from '../../components/confirm-email-prompt';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useViewer } from '../../lib/viewer';
import type { BookFlow } from '../../lib/booking/use-book-flow';

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
