import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The operator edits the catalogue:
 * - deleting a product never breaks its groups: they keep their own copy of name, image and price, and
 *   their reference to the product becomes null;
 * - categories can be deactivated (kept for the products that use them, no longer offered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE groups ALTER COLUMN product_id DROP NOT NULL;
    ALTER TABLE groups DROP CONSTRAINT groups_product_id_fkey;
    ALTER TABLE groups ADD CONSTRAINT groups_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE SET NULL;
    ALTER TABLE categories ADD COLUMN active boolean NOT NULL DEFAULT true;
  `);
}
