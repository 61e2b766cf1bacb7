/**
 * The contract's plain values (messages, header names, defaults) without zod. The shopper's pages import
 * from here (`@juntai/contract/plain`) and take the API's shapes as types only, so neither zod nor the
 * schemas travel to a phone opening a group link (issue 11's first-visit JavaScript budget). The
 * server and the panels use the whole contract.
 */
export * from './groups-messages.ts';
export * from './settings-defaults.ts';
export * from './dashboard-headers.ts';
export * from './pages.ts';
export * from './page-heads.ts';
