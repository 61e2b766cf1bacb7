import { clientAddressKey } from '../abuse/client-address.ts';

export interface StreamSlots {
  /**
   * A slot for one live stream from `ip`: the function that gives it back (idempotent), or which cap
   * is full. Taken before any await, so concurrent requests cannot both take the last slot.
   */
  take(ip: string): (() => void) | 'address' | 'instance';
  /** Streams holding a slot now. */
  readonly open: number;
}

/**
 * The live streams one instance holds, per client address (an IPv6 /64 counts as one) and in total:
 * each is a socket and a subscription held for as long as the page is open, so one client must not
 * take them all (limits.ts). Counted in memory: a stream lives on one instance.
 */
export function createStreamSlots(caps: { perAddress: number; perInstance: number }): StreamSlots {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    take(ip) {
      const key = clientAddressKey(ip);
      const held = byAddress.get(key) ?? 0;
      if (held >= caps.perAddress) return 'address';
      if (open >= caps.perInstance) return 'instance';
      byAddress.set(key, held + 1);
      open += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        const left = (byAddress.get(key) ?? 1) - 1;
        if (left > 0) byAddress.set(key, left);
        else byAddress.delete(key);
      };
    },
    get open() {
      return open;
    },
  };
}
