import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once (the first screenful), then `step` more per task
 * until all are shown. A long list's first paint stays one short task on a slow phone, and the rest
 * follows in tasks too short to hold up a tap (Lighthouse's TBT counts every task over 50 ms). Once
 * everything was shown, a longer list (a filter cleared) renders at once: that follows the user's own
 * action.
 */
export function useRevealInSteps(total: number, first: number, step = first): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => setRevealed((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
