/**
 * The contract's plain values (messages, header names, defaults) without zod. The web app imports
 * from here (`@juntai/contract/plain`) and takes the API's shapes as types only, so neither zod nor
 * the schemas travel to a phone opening a group link (the first-visit JavaScript budget, ADR
 * 0012), nor load with a panel's first screen (ADR 0038). The server uses the whole contract, and so
 * do the web app's forms that check what a person types against a request's schema.
 */
export * from './groups-messages.ts';
export * from './settings-defaults.ts';
export * from './dashboard-headers.ts';
export * from './pages.ts';
export * from './page-heads.ts';
export * from './auth-messages.ts';
export * from './merchant-messages.ts';
export * from './rescued-groups.ts';
export * from './privacy-messages.ts';
