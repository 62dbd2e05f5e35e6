import type { Favourites } from '@app/api';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { FavouriteTeacherRow } from './favourite-teacher-row';
import { FavouriteTopicRow } from './favourite-topic-row';
import { FavouritesEmpty } from './favourites-empty';
import { type FavouriteTarget, useRemoveFavourite } from './use-remove-favourite';

/** The saved teachers, then the saved topics, each newest first (as the server orders them); one empty state when both are empty. */
export function FavouritesList({ favourites }: { favourites: Favourites }) {
  const t = useT();
  const teachersHeading = useRef<HTMLHeadingElement>(null);
  const topicsHeading = useRef<HTMLHeadingElement>(null);
  const [removedOne, setRemovedOne] = useState(false);
  // The removed row's heart had the focus: it moves to its section's heading rather than the page body.
  const favourite = useRemoveFavourite({
    onRemoved: (target: FavouriteTarget) => {
      setRemovedOne(true);
      (target.kind === 'teacher' ? teachersHeading : topicsHeading).current?.focus();
    },
  });
  const { teachers, topics } = favourites;
  if (teachers.length === 0 && topics.length === 0) return <FavouritesEmpty focusOnMount={removedOne} />;
  return (
    <>
      <FavouritesSection
        title={t('favourites.teachersTitle')}
        count={teachers.length}
        headingRef={teachersHeading}
        empty={
          <>
            {t('favourites.noTeachers')}{' '}
            <Link to="/teachers/english" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('favourites.findTeacher')}
            </Link>
          </>
        }
      >
        {teachers.map((item) => {
          const target = { kind: 'teacher', item } as const;
          return (
            <FavouriteTeacherRow
              key={item.teacher_id}
              item={item}
              busy={favourite.isPending(target)}
              onRemove={() => void favourite.remove(target)}
            />
          );
        })}
      </FavouritesSection>
      <FavouritesSection
        title={t('favourites.topicsTitle')}
        count={topics.length}
        headingRef={topicsHeading}
        empty={
          <>
            {t('favourites.noTopics')}{' '}
            <Link to="/group-class/english" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('favourites.findClass')}
            </Link>
          </>
        }
      >
        {topics.map((item) => {
          const target = { kind: 'topic', item } as const;
          return (
            <FavouriteTopicRow
              key={item.topic_id}
              item={item}
              busy={favourite.isPending(target)}
              onRemove={() => void favourite.remove(target)}
            />
          );
        })}
      </FavouritesSection>
    </>
  );
}

function FavouritesSection({
  title,
  count,
  headingRef,
  empty,
  children,
}: {
  title: string;
  count: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mt-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {title} <span className="font-normal text-slate-600">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 p-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</ul>
      )}
    </section>
  );
}
