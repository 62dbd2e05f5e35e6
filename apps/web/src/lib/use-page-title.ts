import { useEffect } from 'react';

export const SITE_NAME = 'Linguaroom';

/** The document title of a page named `title` (the server writes the same into a rendered page). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: live online language group classes and teachers`;
}

/** Every page names itself: `Title | Linguaroom`. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
