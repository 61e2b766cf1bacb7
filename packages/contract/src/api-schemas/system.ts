/** Health and readiness: the schemas. */
import * as s from '../index.ts';
import { systemApi as api } from '../api/index.ts';
import { checked } from './checked.ts';

export const health = checked(api.health, { response: { 200: s.healthSchema } });
export const readiness = checked(api.readiness, { response: { 200: s.readinessSchema, 503: s.readinessSchema } });
