import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CARD_NOW, makeTeacherResult, STUDENT, VISITOR } from '../../testing/teacher-builders';
import { TeacherCard } from './teacher-card';
import { type CardViewer, getTeacherCardView } from './teacher-card-view';

function renderCard({
  item = makeTeacherResult(),
  viewer = VISITOR,
  translateOn = false,
  translation,
}: {
  item?: ReturnType<typeof makeTeacherResult>;
  viewer?: CardViewer;
  translateOn?: boolean;
  translation?: { teacher_id: number; about_info: string; short_signature: string };
} = {}) {
  const onToggleFavourite = vi.fn();
  const onReduceSimilar = vi.fn();
  renderWithApp(
    <TeacherCard
      item={item}
      view={getTeacherCardView({ item, viewer, language: 'spanish', now: CARD_NOW })}
      isSignedIn={viewer.isSignedIn}
      favourite={{ isFavor: item.is_favor, count: item.favourite_count, busy: false }}
      onToggleFavourite={onToggleFavourite}
      onReduceSimilar={onReduceSimilar}
      translation={translation}
      isCardTranslateTestOn={translateOn}
    />,
  );
  return { onToggleFavourite, onReduceSimilar };
}

describe('TeacherCard (001 §2.5, §4.2)', () => {
  it('a visitor sees Book trial to the date page in a new tab, the rating with lessons, the availability tag, and a sign-in link for favourites', () => {
    renderCard();
    const book = screen.getByRole('link', { name: /Book trial/ });
    expect(book.getAttribute('href')).toBe('/booking/date?teacher_id=501&language=spanish&is_trial=1&is_package=0');
    expect(book.getAttribute('target')).toBe('_blank');
    // A viewer who is not pro sees the tutor rating first (001 §4.2).
    expect(screen.getByTestId('teacher-rating').textContent).toContain('4.7 · 1,834 lessons');
    expect(screen.getByTestId('availability-tag').textContent).toBe('Available 15:00 Today');
    expect(screen.getByTestId('teacher-price').textContent).toContain('$5.00');
    expect(screen.getByText('Professional Teacher')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add Lucía Fernández to favourites/ }).getAttribute('href')).toMatch(/^\/signin\?/);
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
    // French at level 2 is not a spoken language (levels above 2 count).
    expect(screen.queryByText(/French/)).toBeNull();
  });

  it('after 5 completed lessons the student gets Book lesson and the lesson price; instant booking adds instant_book=1', () => {
    renderCard({
      item: makeTeacherResult({ teacher_info: { instant_booking: true } }),
      viewer: { ...STUDENT, trial: { has_trial: true, completed_lessons: 5 } },
    });
    expect(screen.getByRole('link', { name: /Book lesson/ }).getAttribute('href')).toBe(
      '/booking/lesson?teacher_id=501&language=spanish&instant_book=1',
    );
    expect(screen.getByTestId('teacher-price').textContent).toContain('$18.00');
  });

  it('a professional viewer sees the professional rating first', () => {
    renderCard({ viewer: { ...STUDENT, isPro: true } });
    expect(screen.getByTestId('teacher-rating').textContent).toContain('4.9 · 1,834 lessons');
  });

  it('signed in: the favourite button toggles and the menu offers Reduce similar teachers', () => {
    const { onToggleFavourite, onReduceSimilar } = renderCard({ viewer: STUDENT });
    fireEvent.click(screen.getByRole('button', { name: /Add Lucía Fernández to favourites/ }));
    expect(onToggleFavourite).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reduce similar teachers' }));
    expect(onReduceSimilar).toHaveBeenCalledOnce();
  });

  it('the original / translated toggle shows only with a translation and the test on', () => {
    const translation = { teacher_id: 501, about_info: 'Enseño español en Madrid.', short_signature: 'Examinadora DELE' };
    renderCard({ viewer: STUDENT, translation, translateOn: false });
    expect(screen.queryByRole('button', { name: 'Show translation' })).toBeNull();
  });

  it('switches between original and translated text', () => {
    const translation = { teacher_id: 501, about_info: 'Enseño español en Madrid.', short_signature: 'Examinadora DELE' };
    renderCard({ viewer: STUDENT, translation, translateOn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(screen.getByTestId('teacher-about').textContent).toBe('Enseño español en Madrid.');
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByTestId('teacher-about').textContent).toContain('I have taught Spanish');
  });

  it('a teacher younger than 22 days shows no rating; no open slot shows no availability tag', () => {
    renderCard({
      item: makeTeacherResult({
        teacher_info: { first_valid_time: new Date(CARD_NOW - 21 * 86_400_000).toISOString(), available_time: null, is_new: true },
      }),
    });
    expect(screen.queryByTestId('teacher-rating')).toBeNull();
    expect(screen.queryByTestId('availability-tag')).toBeNull();
    expect(screen.getByText('New')).toBeTruthy();
  });
});

describe('TeacherCard on the instant-lessons page (issue 17 item 4): the earliest start, not "Available now"', () => {
  const MIN = 60_000;
  const instantCard = (start: number | null, viewer: CardViewer = VISITOR) => {
    renderCard({
      item: makeTeacherResult({
        teacher_info: {
          instant_now: true,
          instant_booking: true,
          instant_start_time: start === null ? null : new Date(start).toISOString(),
        },
      }),
      viewer,
    });
    return screen.getByTestId('instant-start').textContent;
  };

  it("names today's start in the viewer's zone and clock with the wait (CARD_NOW is 10:00 in Berlin)", () => {
    expect(instantCard(CARD_NOW + 40 * MIN)).toBe('Can start at 10:40 (in 40 min)');
    expect(screen.queryByTestId('availability-tag')).toBeNull();
    expect(screen.queryByText('Available now')).toBeNull();
  });

  it('on the 12-hour clock, hours and minutes', () => {
    expect(instantCard(CARD_NOW + 3 * 60 * MIN + 33 * MIN, { ...VISITOR, isAm: 1 })).toBe('Can start at 1:33 PM (in 3 h 33 min)');
  });

  it('tomorrow', () => {
    expect(instantCard(CARD_NOW + 23 * 60 * MIN)).toBe('Can start tomorrow at 09:00 (in 23 h)');
  });

  it('a later day names the date', () => {
    expect(instantCard(CARD_NOW + 2 * 24 * 60 * MIN)).toBe('Can start on Fri, Mar 13, 2026 at 10:00 (in 2 days)');
  });

  it('says so when the teacher has no free time within 14 days', () => {
    expect(instantCard(null)).toBe('No free time to start in the next 14 days');
  });

  it("the teacher search card keeps 001's tag and has no start line", () => {
    renderCard({ item: makeTeacherResult({ teacher_info: { instant_now: true } }) });
    expect(screen.getByTestId('availability-tag').textContent).toBe('Available now');
    expect(screen.queryByTestId('instant-start')).toBeNull();
  });
});
