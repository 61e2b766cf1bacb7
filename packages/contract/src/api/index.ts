/**
 * The API table (ADR 0057): every call's method and path once, with its answer's and body's types.
 * Plain data, no zod; each call is its own export, so a bundle carries only the calls its pages make.
 */
export * from './call.ts';
export * as catalogueApi from './catalogue.ts';
export * as dashboardApi from './dashboard.ts';
export * as groupsApi from './groups.ts';
export * as merchantApi from './merchant.ts';
export * as operatorApi from './operator.ts';
export * as systemApi from './system.ts';
export * as widgetApi from './widget.ts';
