import { catalogCore } from './catalog-core';
import { commonCore } from './common-core';
import { landing } from './landing';

/**
 * The English texts of the shell and the landing page, loaded with the first page. The rest of the
 * catalog (`./index`) is its own chunk, which every other route waits for before it renders, and so
 * do the parts of the shell shown only when asked for (the unread count beside Messages when
 * signed in, the help panel).
 * `src/bundle-budget.test.ts` checks that every text the landing's first load names is here.
 */
export const enCore = { common: commonCore, catalog: catalogCore, landing } as const;
