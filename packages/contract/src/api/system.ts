/** What a load balancer and a monitor ask: is the server up, is this instance ready. */
import type * as s from '../index.ts';
import { call, shape } from './call.ts';

export const health = call('GET', '/api/health', shape<typeof s.healthSchema>);
/** 200 when ready, else 503 with the same shape listing what is missing. */
export const readiness = call('GET', '/api/health/ready', shape<typeof s.readinessSchema>);
