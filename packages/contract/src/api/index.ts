/**
 * The API table (ADR 0057): every call's method and path once, with its answer's and body's types.
 * Plain data, no zod: the web imports each area on its own, so a shopper page carries only its calls.
 */
export * from './call.ts';
export { catalogueApi } from './catalogue.ts';
export { dashboardApi } from './dashboard.ts';
export { groupsApi } from './groups.ts';
export { type DoneAnswer, merchantApi } from './merchant.ts';
export { operatorApi } from './operator.ts';
