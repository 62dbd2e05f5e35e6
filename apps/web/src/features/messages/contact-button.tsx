import { getContactTeacherGate } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonVariant } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { ConfirmEmailPrompt } from '../../components/confirm-email-prompt';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useViewer } from '../../lib/viewer';

/**
 * Contact teacher (000 §2.A) or Send a message: through `getContactTeacherGate` (000 §5) a visitor
 * is asked to sign in, an unconfirmed user to confirm the email; anyone else lands on
 * `/conversation/{userId}`. Hidden for oneself.
 */
export function ContactButton({
  userId,
  label,
  variant = 'secondary',
  className = '',
}: {
  userId: number;
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useViewer();
  const [prompt, setPrompt] = useState<'sign-in' | 'confirm-email' | null>(null);
  if (user?.user_id === userId) return null;
  const contact = () => {
    const gate = getContactTeacherGate({ viewer: user });
    if (gate === 'contact') void navigate(`/conversation/${userId}`);
    else setPrompt(gate);
  };
  return (
    <>
      <Button variant={variant} onClick={contact} className={className}>
        {label}
      </Button>
      <SignInPrompt
        open={prompt === 'sign-in'}
        onClose={() => {
          setPrompt(null);
        }}
        title={t('topicPage.signInToContactTitle')}
        text={t('topicPage.signInToContactText')}
      />
      <ConfirmEmailPrompt
        open={prompt === 'confirm-email'}
        onClose={() => {
          setPrompt(null);
        }}
        reason="contact"
        email={user?.email ?? ''}
      />
    </>
  );
}
