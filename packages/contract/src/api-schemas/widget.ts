/** The widget's calls: the schemas. The beacon's body is text/plain, so its route parses it itself. */
import { z } from 'zod';
import * as s from '../index.ts';
import { widgetApi as api } from '../api/index.ts';
import { checked } from './checked.ts';

export const product = checked(api.product, {
  params: s.widgetProductParamsSchema, response: { 200: s.widgetProductSchema, 400: s.errorSchema, 404: s.errorSchema },
});
export const events = checked(api.events, { response: { 204: z.null().describe('Contado'), 400: s.errorSchema, 404: s.errorSchema } });
