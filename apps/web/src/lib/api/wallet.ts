import { getWallet } from '@app/api';
import { apiQuery } from '../api-query';

/** The signed-in user's wallet: balance and ledger (the wallet page; the payment page reads the balance). */
export function walletQuery() {
  return apiQuery(getWallet);
}
