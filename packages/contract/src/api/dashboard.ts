import type * as s from '../index.ts';
import { call } from './call.ts';

/** "Meus grupos": the organizer's groups on this browser or proved by an e-mailed link, and "Meus dados". */
export const dashboardApi = {
  groups: call<typeof s.dashboardGroupListSchema>()('GET', '/api/dashboard/groups'),
  requestAccessLink: call<typeof s.accessLinkResponseSchema, typeof s.accessLinkRequestSchema>()('POST', '/api/dashboard/access-link'),
  verifyAccessLink: call<typeof s.accessLinkVerifyResponseSchema, typeof s.accessLinkVerifyRequestSchema>()('POST', '/api/dashboard/access-link/verify'),
  endSession: call<typeof s.endDashboardSessionResponseSchema>()('DELETE', '/api/dashboard/session'),
  myData: call<typeof s.personalDataExportSchema>()('GET', '/api/dashboard/my-data'),
  correctMyData: call<typeof s.personalDataCorrectionResponseSchema, typeof s.personalDataCorrectionSchema>()('PUT', '/api/dashboard/my-data'),
  eraseMyData: call<typeof s.personalDataErasureResponseSchema>()('POST', '/api/dashboard/my-data/erasure'),
};
