import { ApiClientError, type Endpoint, getTeacherLessonReviews, type TeacherReview } from '@app/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { TeacherReviews } from './teacher-reviews';

function review(n: number): TeacherReview {
  return {
    comment_info: { comment_id: n, content: `Review number ${n}`, session_language: 'spanish', create_time: '2026-10-01T10:00:00.000Z' },
    lesson_count: 3,
    rating: 1 + (n % 5),
    reply: n === 1 ? { content: 'Thanks for coming!', create_time: '2026-10-02T10:00:00.000Z' } : null,
    user_info: { avatar_file_name: null, origin_country_id: null, user_id: 1000 + n, nickname: `Student ${n}` },
  };
}
const page = (first: number, count: number, hasNext: boolean, pageNo: number) => ({
  data: { review_list: Array.from({ length: count }, (_, i) => review(first + i)), rating: { average: 4.25, count: 45 } },
  paging: { page: pageNo, total: 45, has_next: hasNext },
});

function reviewsAnswer(pages: (query: { page: number }) => unknown) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint, args?: unknown) => {
    if (endpoint !== getTeacherLessonReviews) return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    const { query } = args as { query: { page: number; page_size: number; need_top_total: string; allow_empty: string } };
    return new Promise((resolve) => {
      resolve(pages(query) as never);
    });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TeacherReviews (000 §9 "the first view shows 2 reviews, then more", §8 failure hides show-more)', () => {
  it('shows 2, then the rest of the first page of 20, then loads page 2', async () => {
    const calls = reviewsAnswer(({ page: p }) => (p === 1 ? page(1, 20, true, 1) : page(21, 20, true, 2)));
    renderWithApp(<TeacherReviews teacherId={7} language="spanish" />);
    await screen.findByText('Review number 1');
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    // Issue 17: each review's stars, the teacher's reply, and the average of the stored ratings.
    expect(screen.getByText('Rated 2 out of 5')).toBeTruthy();
    expect(screen.getByTestId('review-reply').textContent).toContain('Thanks for coming!');
    expect(screen.getByTestId('reviews-average').textContent).toContain('4.3');
    expect(screen.getByText('Average 4.3 out of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(screen.getAllByTestId('review')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('review')).toHaveLength(40);
    });
    expect(calls.mock.calls.filter(([e]) => e === getTeacherLessonReviews).map(([, args]) => (args as { query: object }).query)).toEqual([
      expect.objectContaining({ page: 1, page_size: 20, language: 'spanish', need_top_total: '0', allow_empty: '0' }),
      expect.objectContaining({ page: 2, page_size: 20 }),
    ]);
  });

  it('hides Show more when a page fails to load, keeping what was shown', async () => {
    reviewsAnswer(({ page: p }) => {
      if (p === 1) return page(1, 20, true, 1);
      throw new ApiClientError({ status: 500, code: 'Internal', message: 'boom' });
    });
    renderWithApp(<TeacherReviews teacherId={7} language="spanish" />);
    await screen.findByText('Review number 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /Show more reviews|Loading/ })).toBeNull();
    });
    expect(screen.getAllByTestId('review')).toHaveLength(20);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no Show more when two reviews are all there is', async () => {
    reviewsAnswer(() => page(1, 2, false, 1));
    renderWithApp(<TeacherReviews teacherId={7} language="spanish" />);
    await screen.findByText('Review number 2');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it("counts a reviewer's lessons in the plural the number takes: 1 lesson, 3 lessons", async () => {
    reviewsAnswer(() => {
      const answer = page(1, 2, false, 1);
      answer.data.review_list[0] = { ...review(1), lesson_count: 1 };
      return answer;
    });
    renderWithApp(<TeacherReviews teacherId={7} language="spanish" />);
    const counts = (await screen.findAllByText(/^\d+ lessons? ·/)).map((line) => line.textContent.split(' ·')[0]);
    expect(counts).toEqual(['1 lesson', '3 lessons']);
  });
});
