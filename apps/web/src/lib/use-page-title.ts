import { useEffect } from 'react';

export const SITE_NAME = 'Linguaroom';

/** Every page names itself: `Title | Linguaroom`. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: live online language group classes and teachers`;
  }, [title]);
}
