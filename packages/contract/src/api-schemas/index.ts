/**
 * The API table with each call's schemas (ADR 0057): the same calls as `@juntai/contract/api`, each with
 * the zod schemas the server validates its request with and serialises its answers through. Server
 * only: the web imports the plain table, so its pages load no zod until a form needs it.
 */
export * from './checked.ts';
export * as catalogueApi from './catalogue.ts';
export * as dashboardApi from './dashboard.ts';
export * as groupsApi from './groups.ts';
export * as merchantApi from './merchant.ts';
export * as operatorApi from './operator.ts';
export * as systemApi from './system.ts';
export * as widgetApi from './widget.ts';
