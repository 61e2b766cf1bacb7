import type { Funnel } from '@juntai/contract';
import { FUNNEL_DAYS_DEFAULT } from '@juntai/contract/plain';
import { merchantApi } from '../../../lib/api-client.ts';
import { useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

export type { Funnel };

/** GET /api/admin/funnel?days=30: the button's views, clicks, groups and revenue by day. */
export const useFunnel = (enabled: boolean) =>
  useCallQuery([...merchantKeys.funnel, FUNNEL_DAYS_DEFAULT], merchantApi.funnel, { input: { query: { days: FUNNEL_DAYS_DEFAULT } }, enabled });
