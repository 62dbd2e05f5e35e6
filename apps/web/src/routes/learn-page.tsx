import { ContentLanguageSchema } from '@app/api';
import { acceptContentResponse, getLearnContentPath } from '@app/domain';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../components/status-screens';
import { blogLanguageOf, ContentRecordPage } from '../features/content/content-page';
import { useAddressLocale } from '../i18n/use-address-locale';
import { blogAndTeacherQuery } from '../features/content/api/blog-and-teacher';
import { contentRecordQuery } from '../features/content/api/cms-content';
import { notFound, type PageLoader, prefetch } from '../lib/route-loader';

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

/**
 * The content record of the address (001 §5), then the posts of its blog block. The page is not
 * found for a segment that is no language tag, and when the API answers that it has no record the
 * page would show; a failed call is left to the page.
 */
export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const { locale = '', language = '' } = params;
  if (!ContentLanguageSchema.safeParse(locale).success) notFound();
  const record = contentRecordQuery({ language: locale, path: getLearnContentPath(language) });
  await prefetch(queryClient, record);
  const answer = queryClient.getQueryData(record.queryKey);
  if (answer === undefined) return;
  const accepted = acceptContentResponse(answer);
  if (!accepted.accepted) notFound();
  const blogLanguage = blogLanguageOf(accepted.content);
  if (blogLanguage) await prefetch(queryClient, blogAndTeacherQuery({ displayLanguage: locale, learningLanguage: blogLanguage }));
};
