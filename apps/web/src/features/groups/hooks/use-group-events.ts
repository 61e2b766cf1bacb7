import type { Group } from '@juntai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { groupsApi, pathOf } from '../../../lib/api-client.ts';
import { groupQueryKey } from '../api/get-group.ts';

/** After the server refuses the stream (or it is missing), try again this much later; polling covers the gap. */
const REOPEN_AFTER_MS = 30_000;

/**
 * Live updates of a group over Server-Sent Events: every `group` event carries the whole group (as GET
 * answers it) and replaces the cached one, so every open page sees a payment the moment it is taken.
 * Returns whether the stream is connected; the caller polls while it is not.
 */
export function useGroupEvents(linkId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || !linkId || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    let source: EventSource | undefined;
    let reopenTimer: number | undefined;
    let disposed = false;

    const open = () => {
      source = new EventSource(pathOf(groupsApi.events, { params: { linkId } }));
      source.onopen = () => setConnected(true);
      source.addEventListener('group', (event) => {
        const group = safeJson((event as MessageEvent<string>).data);
        if (isGroupOf(group, linkId)) queryClient.setQueryData(groupQueryKey(linkId), group);
      });
      source.onerror = () => {
        setConnected(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (404, wrong type) — we retry later.
        if (source?.readyState === EventSource.CLOSED && !disposed) {
          source.close();
          reopenTimer = window.setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };
    open();

    return () => {
      disposed = true;
      window.clearTimeout(reopenTimer);
      source?.close();
      setConnected(false);
    };
  }, [enabled, linkId, queryClient]);

  return connected;
}

/** The stream is ours and sends the GET's shape; a garbled or foreign event is simply ignored. */
function isGroupOf(value: unknown, linkId: string): value is Group {
  return typeof value === 'object' && value !== null && (value as { link_id?: unknown }).link_id === linkId
    && Array.isArray((value as { participants?: unknown }).participants);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
