import type { AnswerOf, Call } from '@juntai/contract/api';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, type CallArgs, type CallInput } from './api-client.ts';

/** How a call is made: apiRequest, or a panel's wrapper of it (the back office's notices a lost session). */
export type Requester = <C extends Call>(call: C, ...input: CallArgs<C>) => Promise<AnswerOf<C>>;

/** What a call takes besides the signal, which the query hands over. */
type Input<C extends Call> = Omit<CallInput<C>, 'signal' | 'client'>;

type CallQueryOptions<C extends Call, T> = Omit<UseQueryOptions<NoInfer<T>>, 'queryKey' | 'queryFn'> & {
  input?: Input<C>;
  /** The part of the answer the screen uses. */
  pick?: (answer: AnswerOf<C>) => T;
  request?: Requester;
};

/** A panel's read of one call of the API table, asked afresh each time a screen opens (staleTime 0). */
export function useCallQuery<C extends Call, T = AnswerOf<C>>(queryKey: QueryKey, call: C, { input, pick, request = apiRequest, ...options }: CallQueryOptions<C, T> = {}) {
  return useQuery<T>({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await request(call, ...([{ ...input, signal }] as CallArgs<C>));
      return pick ? pick(answer) : (answer as T);
    },
    staleTime: 0,
    ...options,
  });
}

/** A change through one call of the API table; the reads it names in `refreshes` are asked again once it settles. */
export function useCallMutation<C extends Call, V = void>(call: C, refreshes: readonly QueryKey[], input?: (variables: V) => Input<C>, request: Requester = apiRequest) {
  return useMutation({
    mutationFn: (variables: V) => request(call, ...([input?.(variables) ?? {}] as CallArgs<C>)),
    meta: { refreshes },
  });
}
