import type { AuditAction, OperatorProductsQuery, Product, ProductForm, ProductUpdate } from '@juntai/contract';
import { operatorProductMessages as messages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import {
  countOperatorProducts, deleteProduct, insertProduct, listOperatorProducts, lockProduct, partnerExists, productSummary, type ProductValues, updateProduct,
} from '../../db/repositories/operator-products.ts';
import { findCategoryByName } from '../../db/repositories/operator-catalogue.ts';
import { findProduct } from '../../db/repositories/products.ts';
import { searchWords } from '../../db/repositories/text-search-sql.ts';
import { badRequest, notFound } from '../../errors.ts';
import { presentProduct } from '../../presenters/product.ts';
import { type Actor, audit } from './audit.ts';

/** GET /api/super-admin/products: one page of the filtered catalogue, and the whole catalogue's counts. */
export async function operatorProductsPage(ctx: AppContext, query: OperatorProductsQuery) {
  const filter = {
    type: query.type, category: query.category, status: query.status, partnerId: query.partner_id, featured: query.featured,
    words: searchWords(query.search),
  };
  const [rows, total, summary] = await Promise.all([
    listOperatorProducts(ctx.db, filter, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    countOperatorProducts(ctx.db, filter),
    productSummary(ctx.db),
  ]);
  return { products: rows.map(presentProduct), total, page: query.page, limit: query.limit, summary };
}

async function mustFind(db: Executor, id: number): Promise<Product> {
  const row = await findProduct(db, id);
  if (!row) throw notFound(messages.notFound, 'product_not_found');
  return presentProduct(row);
}

/** The form's category and partner must exist; a new choice of category must be one still offered. */
async function checkReferences(db: Executor, form: ProductForm, currentCategory?: string): Promise<void> {
  const category = await findCategoryByName(db, form.category);
  if (!category || (!category.active && form.category !== currentCategory)) throw badRequest(messages.categoryUnknown, 'category_not_found');
  if (form.partner_id !== null && !(await partnerExists(db, form.partner_id))) throw badRequest(messages.partnerUnknown, 'partner_not_found');
}

function valuesOf(form: ProductForm): ProductValues {
  const { price, ...rest } = form;
  return { ...rest, price_cents: price };
}

export async function createProduct(ctx: AppContext, actor: Actor, form: ProductForm): Promise<Product> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, form);
    const id = await insertProduct(trx, valuesOf(form), ctx.clock.now());
    const product = await mustFind(trx, id);
    await audit(ctx, trx, actor, { action: 'product.created', entity: 'product', entityId: id, after: product });
    return product;
  });
}

/** PUT: the full form, only {status} or only {featured}; one audit entry with before and after. */
export async function changeProduct(ctx: AppContext, actor: Actor, id: number, update: ProductUpdate): Promise<{ product: Product; detail: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockProduct(trx, id))) throw notFound(messages.notFound, 'product_not_found');
    const before = await mustFind(trx, id);
    let action: AuditAction;
    let detail: string;
    if ('name' in update) {
      await checkReferences(trx, update, before.category);
      await updateProduct(trx, id, valuesOf(update), ctx.clock.now());
      [action, detail] = ['product.updated', messages.updated];
    } else if ('status' in update) {
      await updateProduct(trx, id, { status: update.status }, ctx.clock.now());
      [action, detail] = ['product.status_changed', messages.statusChanged(update.status)];
    } else {
      await updateProduct(trx, id, { featured: update.featured }, ctx.clock.now());
      [action, detail] = ['product.featured_changed', messages.featuredChanged(update.featured)];
    }
    const product = await mustFind(trx, id);
    await audit(ctx, trx, actor, { action, entity: 'product', entityId: id, before, after: product });
    return { product, detail };
  });
}

/**
 * Deletes a product for good. Its groups live on: pages, payments and refunds read the group's own
 * copy of name, image and price (migration 0007 sets their product_id to null). Image files are kept,
 * since a group may still show them.
 */
export async function removeProduct(ctx: AppContext, actor: Actor, id: number): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockProduct(trx, id))) throw notFound(messages.notFound, 'product_not_found');
    const before = await mustFind(trx, id);
    await deleteProduct(trx, id);
    await audit(ctx, trx, actor, { action: 'product.deleted', entity: 'product', entityId: id, before });
    return messages.deleted;
  });
}
