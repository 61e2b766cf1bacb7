import { toast } from '../../../lib/notify.ts';
import { failureMessage } from './failure.ts';

/**
 * A change's handlers for `mutate`: the server's words (its detail or message, else `done`) in a green
 * toast, then `after`; a failure's detail (or `failed`) in a red one, or `connection` when the network failed, if given.
 */
export function toastOutcome(done: string, failed: string, after?: () => void, connection = failed) {
  return {
    onSuccess: (answer: { detail: string } | { message: string }) => {
      toast.success(('detail' in answer ? answer.detail : answer.message) || done);
      after?.();
    },
    onError: (error: unknown) => toast.error(failureMessage(error, failed, connection)),
  };
}
