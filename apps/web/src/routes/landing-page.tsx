import { GROUP_CLASS_CAPACITY, GROUP_CLASS_DURATION_MINUTES, LANDING_CLASSES_LENGTH } from '@app/domain';
import { useEffect } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { buttonClass } from '../components/button';
import { ErrorState } from '../components/status-screens';
import { ClassCardGrid } from '../components/class-card-grid';
import { getLearningLanguage } from '../features/session/learning-language';
import { ZoneNote } from '../components/zone-note';
import { useViewer } from '../lib/viewer';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { readLandingClasses } from '../features/search/api/landing-classes';
import { readRecommendedClasses } from '../features/search/api/recommended-classes';
import { loadViewer, type Outcome, outcomeOf, type PageDataLoader } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';

/** 000 §2 / 001 §2.3: the group-class landing page. */
export default function LandingPage() {
  const t = useT();
  usePageTitle(t('landing.pageTitle'));
  // 001 §2.3 "A view event is tracked."
  usePageViewEvent('landing');
  const { foundation, user } = useViewer();
  const searchHref = `/group-class/${getLearningLanguage(foundation)}`;

  // 000 §7 "landing: offset 0, length 3, language english".
  const { strip, recommended } = useLoaderData<LandingData>();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  // Recommendations wait for the session: unreadable when the loader ran, they follow once it is read.
  const awaitingViewer = recommended === null && user !== undefined;
  useEffect(() => {
    if (awaitingViewer) void revalidator.revalidate();
    // Once per arrival of the viewer, not on every change of the revalidator's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaitingViewer]);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl">{t('landing.heroTitle')}</h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{t('landing.heroText')}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to={searchHref} className="rounded-lg bg-accent-400 px-6 py-3 text-base font-bold text-slate-900 hover:bg-amber-300">
                {t('landing.tryNow')}
              </Link>
              <Link to={searchHref} className="font-semibold text-white underline-offset-4 hover:underline">
                {t('landing.findClass')} →
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="strip-title">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="strip-title" className="text-2xl font-bold">
              {t('landing.stripTitle')}
            </h2>
            <ZoneNote className="mt-1" />
          </div>
          <Link to={searchHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('common.viewAll')}
          </Link>
        </div>
        {!strip.ok ? (
          <ErrorState onRetry={retry} />
        ) : strip.data.items.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-600">{t('landing.stripEmpty')}</p>
        ) : (
          <ClassCardGrid items={strip.data.items} viewerId={user?.user_id} loadingCount={LANDING_CLASSES_LENGTH} atTop />
        )}
      </section>

      <section className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2">
          <FeatureBlock
            title={t('landing.curatedTitle')}
            text={t('landing.curatedText')}
            points={[t('landing.curatedPoint1'), t('landing.curatedPoint2'), t('landing.curatedPoint3')]}
          />
          <FeatureBlock
            title={t('landing.classmatesTitle')}
            text={t('landing.classmatesText')}
            points={[
              t('landing.classmatesPoint1', { capacity: GROUP_CLASS_CAPACITY }),
              t('landing.classmatesPoint2', { minutes: GROUP_CLASS_DURATION_MINUTES }),
              t('landing.classmatesPoint3'),
            ]}
          />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="might-like-title">
        <h2 id="might-like-title" className="text-2xl font-bold">
          {t('landing.mightLikeTitle')}
        </h2>
        {recommended?.ok ? (
          <p className="mb-6 mt-1 text-slate-600">
            {recommended.data.data.basis === 'history' ? t('landing.mightLikeBasisHistory') : t('landing.mightLikeBasisPopular')}
          </p>
        ) : (
          <div className="mb-6" />
        )}
        {recommended && !recommended.ok ? (
          <ErrorState onRetry={retry} />
        ) : (
          <ClassCardGrid
            items={recommended?.ok ? recommended.data.data.classes.map((c) => c.group_class) : undefined}
            viewerId={user?.user_id}
            loadingCount={3}
          />
        )}
      </section>
    </>
  );
}

function FeatureBlock({ title, text, points }: { title: string; text: string; points: readonly string[] }) {
  return (
    <div>
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-3 text-slate-700">{text}</p>
      <ul className="mt-4 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-slate-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600">
              <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Six faces around a screen: a small group in a live class. Drawn inline, nothing to download. */
function HeroIllustration() {
  const colors = ['#fbbf24', '#34d399', '#f472b6', '#60a5fa', '#a78bfa', '#fb923c'];
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="mx-auto hidden w-full max-w-sm md:block">
      <rect x="40" y="30" width="240" height="150" rx="16" fill="#fff" opacity="0.95" />
      <rect x="56" y="46" width="208" height="118" rx="10" fill="#e0e7ff" />
      {colors.map((color, i) => (
        <g key={color} transform={`translate(${78 + (i % 3) * 68}, ${74 + Math.floor(i / 3) * 52})`}>
          <circle r="18" fill={color} />
          <circle r="6" cy="-4" fill="#fff" opacity="0.85" />
          <rect x="-10" y="6" width="20" height="6" rx="3" fill="#fff" opacity="0.85" />
        </g>
      ))}
      <rect x="130" y="184" width="60" height="10" rx="5" fill="#fff" opacity="0.6" />
    </svg>
  );
}

interface LandingData {
  readonly strip: Outcome<Awaited<ReturnType<typeof readLandingClasses>>>;
  /** null while the session could not be read: whether a student is asking decides them (001 §4.1). */
  readonly recommended: Outcome<Awaited<ReturnType<typeof readRecommendedClasses>>> | null;
}

/** The class strip, and the recommendations once the session says whether a student is asking. */
export const loader: PageDataLoader<LandingData> = async (_args, { shell }) => {
  const [strip, recommended] = await Promise.all([
    outcomeOf(readLandingClasses()),
    loadViewer(shell).then((viewer) =>
      viewer === undefined ? null : outcomeOf(readRecommendedClasses({ studentHasRecord: Boolean(viewer?.user) })),
    ),
  ]);
  return { strip, recommended };
};

export const head: PageHeadFunction = ({ t }) => ({ title: t('landing.pageTitle') });
