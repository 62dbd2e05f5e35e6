import { isSameSitePath, RETURN_TO_PARAM } from '@app/api';

// The web's own callers read it here, beside the helpers that use it.
export { RETURN_TO_PARAM };

/**
 * Where to go after signing in: back to the page that asked (000 §4 "signed out -> sign-in prompt",
 * and back to the same class after signing in). Only same-site paths are accepted, so a crafted
 * link cannot send the user to another host.
 */
export function readReturnTo(search: string, fallback = '/group-class'): string {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return isSameSitePath(value) ? value : fallback;
}

/** The account pages, where returning would only ask again: sign-in, sign-up and `/{locale}/signup`. */
function isAccountPage(pathname: string): boolean {
  return pathname.startsWith('/signin') || pathname.startsWith('/signup') || /^\/[a-z]{2}\/signup\/?$/.test(pathname);
}

/** `/signin?returnTo=<current page>` (or `/signup?...`). */
export function signInHref(location: { pathname: string; search: string }, page: '/signin' | '/signup' = '/signin'): string {
  const here = `${location.pathname}${location.search}`;
  if (isAccountPage(location.pathname)) return page;
  return `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: here }).toString()}`;
}
