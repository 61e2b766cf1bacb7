import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@juntai/contract';
import type { MerchantAccount } from './get-me.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * After login or sign-up the answer already says who is signed in: it becomes the `me` query's data at
 * once, and everything else of the panel (asked for without a session) is fetched again.
 */
export async function sessionStarted(queryClient: QueryClient, answer: SessionResponse): Promise<MerchantAccount | null> {
  const account = answer.user.store ? (answer.user as MerchantAccount) : null;
  queryClient.setQueryData(merchantKeys.me, account);
  await queryClient.invalidateQueries({ queryKey: merchantKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
  return account;
}
