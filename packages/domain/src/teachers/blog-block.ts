import { requireFiniteNumber } from '../arguments/number-arguments';
/**
 * THE mobile breakpoint of both specs (one constant for the whole package): 000 §9 "Mobile
 * breakpoint is 768px", 000 §2 "On phones (width up to 768px) a fixed bottom bar shows the price",
 * DESIGN.md "phones (<= 768 px)". The widest phone viewport. Inclusive: 768 px is a phone, 769 px is not.
 */
export const PHONE_MAX_WIDTH_PX = 768;
/** 001 §2.5 / §9: "a blog block (3 posts on phones, 4 otherwise)". */
export const BLOG_POSTS_ON_PHONE = 3;
/** 001 §2.5 / §9: "4 elsewhere". */
export const BLOG_POSTS_ELSEWHERE = 4;

/** True iff `viewportWidth <= 768` (inclusive); a width (CSS px) is finite and at least 0. */
export function isPhoneWidth(viewportWidth: number): boolean {
  return requireFiniteNumber('viewportWidth', viewportWidth, 0) <= PHONE_MAX_WIDTH_PX;
}

/** 001 §9: "Blog posts: 3 on phones, 4 elsewhere." 3 when `viewportWidth <= 768` (inclusive), else 4. */
export function getBlogPostCount(viewportWidth: number): number {
  return isPhoneWidth(viewportWidth) ? BLOG_POSTS_ON_PHONE : BLOG_POSTS_ELSEWHERE;
}
