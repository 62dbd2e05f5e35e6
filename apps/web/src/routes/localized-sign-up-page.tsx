import { isSignupLocale } from '@app/domain';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../components/status-screens';
import { useAddressLocale } from '../i18n/use-address-locale';
import SignUpPage from './sign-up-page';

/** `/{locale}/signup` (001 §2.5's six call-to-action pages): the sign-up page, in that language when we have it. */
export default function LocalizedSignUpPage() {
  const { locale = '' } = useParams();
  const known = isSignupLocale(locale);
  useAddressLocale(known ? locale : undefined);
  return known ? <SignUpPage /> : <NotFoundScreen />;
}
