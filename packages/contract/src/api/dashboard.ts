/** "Meus grupos": the organizer's groups on this browser or proved by an e-mailed link, and "Meus dados". */
import type * as s from '../index.ts';
import { call, shape } from './call.ts';

export const groups = call('GET', '/api/dashboard/groups', shape<typeof s.dashboardGroupListSchema>);
export const requestAccessLink = call('POST', '/api/dashboard/access-link', shape<typeof s.accessLinkResponseSchema, typeof s.accessLinkRequestSchema>);
export const verifyAccessLink = call('POST', '/api/dashboard/access-link/verify', shape<typeof s.accessLinkVerifyResponseSchema, typeof s.accessLinkVerifyRequestSchema>);
export const endSession = call('DELETE', '/api/dashboard/session', shape<typeof s.endDashboardSessionResponseSchema>);
export const myData = call('GET', '/api/dashboard/my-data', shape<typeof s.personalDataExportSchema>);
export const correctMyData = call('PUT', '/api/dashboard/my-data', shape<typeof s.personalDataCorrectionResponseSchema, typeof s.personalDataCorrectionSchema>);
export const eraseMyData = call('POST', '/api/dashboard/my-data/erasure', shape<typeof s.personalDataErasureResponseSchema>);
