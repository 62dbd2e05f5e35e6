/**
 * Where to go after signing in: back to the page that asked (000 §4 "signed out -> sign-in prompt",
 * and back to the same class after signing in). Only same-site paths are accepted, so a crafted
 * link cannot send the user to another host.
 */
export const RETURN_TO_PARAM = 'returnTo';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

export function isSafeReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !hasControlCharacter(value);
}

export function readReturnTo(search: string, fallback = '/group-class'): string {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return isSafeReturnPath(value) ? value : fallback;
}

/** `/signin?returnTo=<current page>` (or `/signup?...`). */
export function signInHref(location: { pathname: string; search: string }, page: '/signin' | '/signup' = '/signin'): string {
  const here = `${location.pathname}${location.search}`;
  if (here.startsWith('/signin') || here.startsWith('/signup')) return page;
  return `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: here }).toString()}`;
}
