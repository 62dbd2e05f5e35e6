import { ContentLanguageSchema } from '@app/api';
import { getLearnContentPath } from '@app/domain';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../components/status-screens';
import { ContentRecordPage } from '../features/content/content-page';
import { useAddressLocale } from '../i18n/use-address-locale';
import { contentRecordQuery } from '../features/content/api/cms-content';
import { type PageLoader, prefetch } from '../lib/route-loader';

/**
 * `/{locale}/learn/{language}` (001 §2.5 "/en/learn/{language}"): the record of `/learn/{language}`
 * in the locale's content language; a segment that is no language tag is not-found at once.
 */
export default function LearnPage() {
  const { locale = '', language = '' } = useParams();
  const known = ContentLanguageSchema.safeParse(locale).success;
  useAddressLocale(known ? locale : undefined);
  if (!known) return <NotFoundScreen />;
  return <ContentRecordPage key={`${locale}/${language}`} language={locale} path={getLearnContentPath(language)} />;
}

/** The content record of the address (001 §5). */
export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const { locale = '', language = '' } = params;
  if (ContentLanguageSchema.safeParse(locale).success)
    await prefetch(queryClient, contentRecordQuery({ language: locale, path: getLearnContentPath(language) }));
};
