import { accounts } from './accounts';
import { booking } from './booking';
import { catalog } from './catalog';
import { common } from './common';
import { landing } from './landing';
import { messages } from './messages';
import { money } from './money';
import { support } from './support';

/**
 * The English texts of the shell and the landing page, loaded with the first page. The rest of the
 * catalog (`./index`) is its own chunk, which every other route waits for before it renders.
 */
export const enCore = { common, accounts, catalog, landing, booking, money, messages, support } as const;
