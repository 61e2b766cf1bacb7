import { formatCountdown } from '@juntai/domain';
import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useCountdown } from '../../../lib/use-countdown.ts';

interface CountdownProps {
  expiresAt: string;
  serverTime: string;
  /** Called once the time has run out (the page then asks the server for the final status). */
  onExpire: () => void;
}

/** "Tempo restante 47:59:58", ticking every second on the server's clock; "Expirado" at zero. */
export function Countdown({ expiresAt, serverTime, onExpire }: CountdownProps) {
  const msLeft = useCountdown(expiresAt, serverTime, true);
  const expired = msLeft <= 0;
  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      <span className="flex items-center gap-2 text-sm font-medium">
        <Hourglass className="h-4 w-4" aria-hidden="true" />
        Tempo restante
      </span>
      {/* role="timer" is not announced on every tick (implicit aria-live="off"). */}
      <span role="timer" aria-label="Tempo restante" data-testid="countdown" className="font-mono text-lg font-bold tabular-nums">
        {expired ? 'Expirado' : formatCountdown(msLeft)}
      </span>
    </div>
  );
}
