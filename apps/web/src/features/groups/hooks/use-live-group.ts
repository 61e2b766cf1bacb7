import { useEffect, useState } from 'react';
import { useGroup } from '../api/get-group.ts';
import { useGroupEvents } from './use-group-events.ts';

/**
 * The group, kept current: pushed by the server's event stream while the group can still change,
 * polled every 5 s whenever the stream is not connected. A final group (completed, expired) or an
 * unknown link needs neither.
 */
export function useLiveGroup(linkId: string) {
  const [streamWanted, setStreamWanted] = useState(true);
  const connected = useGroupEvents(linkId, streamWanted);
  const query = useGroup(linkId, { live: connected });
  const status = query.data?.status;
  const missing = query.isError && !query.data;

  useEffect(() => {
    setStreamWanted(!missing && status !== 'completed' && status !== 'expired');
  }, [missing, status]);

  return { query, live: connected };
}
