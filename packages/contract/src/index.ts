export * from './common.ts';
export * from './products.ts';
export * from './settings.ts';
export * from './health.ts';
export * from './groups.ts';
export * from './marketplace.ts';
export * from './dashboard.ts';
