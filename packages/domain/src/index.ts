export * from './money.ts';
export * from './dates.ts';
export * from './pricing.ts';
export * from './installments.ts';
export * from './participants.ts';
