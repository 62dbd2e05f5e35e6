import { Link, useLocation } from 'react-router';
import { buttonClass } from './button';
import { Modal } from './modal';
import { useT } from '../i18n/i18n-provider';
import { signInHref } from '../lib/return-to';

/**
 * 000 §4 Book flow "1. The user must be signed in, otherwise a sign-in prompt opens." Both buttons
 * carry `returnTo` = this page, so after signing in (or up) the user is back on the same class.
 */
export function SignInPrompt({ open, onClose, title, text }: { open: boolean; onClose: () => void; title?: string; text?: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? t('accounts.signInPromptTitle')}
      footer={
        <>
          <Link to={signInHref(location, '/signup')} className={buttonClass({ variant: 'secondary' })}>
            {t('common.signUp')}
          </Link>
          <Link to={signInHref(location)} className={buttonClass()} data-autofocus>
            {t('common.signIn')}
          </Link>
        </>
      }
    >
      <p className="text-slate-700">{text ?? t('accounts.signInPromptText')}</p>
    </Modal>
  );
}
