/** What the widget (GET /widget.js) calls from a store's page, open to any origin. */
import type * as s from '../index.ts';
import { call, shape } from './call.ts';

export const product = call('GET', '/api/widget/stores/:store_id/products/:external_id', shape<typeof s.widgetProductSchema>);
/** A view or a click, sent by navigator.sendBeacon as text/plain JSON; answered 204 with no body. */
export const events = call('POST', '/api/widget/events', shape<null, typeof s.widgetEventSchema>);
