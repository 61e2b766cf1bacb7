/**
 * The pages a shopper's first visit opens, from a WhatsApp link or a store's button: their route
 * modules (under src/app/routes/). What they need beyond the entry and React DOM is built into one
 * file they share (shopper-chunk.ts, ADR 0035); the first-visit JavaScript budgets are theirs. Each is a
 * page the server draws (route-table.test.ts checks it).
 */
export const FIRST_VISIT_PAGES = ['shop/landing.tsx', 'shop/product.tsx', 'shop/group.tsx', 'shop/marketplace.tsx'] as const;
