/**
 * "Notify me when it is back" for out-of-stock products, with double opt-in: a signup only mails
 * a confirmation link; the link confirms; when the product's stock rises above zero again, each
 * confirmed, not yet notified subscription gets one notice. Claiming the subscriptions and writing
 * the mails happen in one transaction, so a notice goes out exactly once even when several
 * processes raise the same product's stock at the same time.
 *
 * Stock returns through `restock` (the warehouse's goods-in: `npm run stock -w server`) and when a
 * lapsed card-payment reservation gives its pieces back (`releaseLapsedReservations`).
 */
import type { RestockSubscribeBody } from 'otthon/contract';
import type { Db } from '../db/client.js';
import type { Locale } from '../domain.js';
import type { RequestContext } from '../application/context.js';
import { fieldError, HttpError } from '../application/errors.js';
import { randomToken, sha256 } from '../application/tokens.js';
import { t } from '../messages/index.js';
import {
  addStock,
  claimDueRestockNotices,
  confirmRestockSubscription,
  productStockAndTitle,
  productTitles,
  upsertRestockSubscription,
} from '../queries/restock.js';
import { escapeHtml, renderMail, sendMail } from './mail.js';
import { page as htmlPage } from './payment.js';
import { limit } from './rate-limit.js';
import { isAllowedReturnUrl } from './return-urls.js';

/** The confirmation link's path; it is served on the shop's own origin with the rest of `/api`. */
export const CONFIRM_PATH = '/api/restock-notifications/confirm/';

/** `POST /api/products/{id}/restock-notifications`. */
export async function subscribeRestock(ctx: RequestContext, productId: number, body: RestockSubscribeBody): Promise<{ message: string }> {
  await limit(ctx, `restock:${ctx.clientIp()}`, 10, 600);
  if (body.consent !== true) throw fieldError('consent', ctx.t('restock.consent_required'));
  if (!isAllowedReturnUrl(body.product_url, ctx.app.publicOrigins)) throw fieldError('product_url', ctx.t('restock.product_url'));
  const product = await productStockAndTitle(ctx.db, productId);
  if (!product) throw new HttpError(404, ctx.t('catalog.product_not_found'));
  if (product.stock > 0) throw new HttpError(409, ctx.t('restock.in_stock'));
  const email = body.email.trim().toLowerCase();
  const locale = ctx.locale;
  const token = randomToken();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A confirmed subscription still waiting for its notice stays as it is (and mails nothing);
    // anything else — new, unconfirmed, or already notified — starts over with a fresh link.
    const written = await upsertRestockSubscription(tx, {
      productId,
      email,
      locale,
      productUrl: body.product_url,
      tokenHash: sha256(token),
      consentAt: ctx.now(),
    });
    if (!written) return;
    const title = product.title[locale];
    const link = new URL(`${CONFIRM_PATH}${encodeURIComponent(token)}`, body.product_url).href;
    const mail = renderMail({
      locale,
      name: t(locale, 'restock.mail_name'),
      paragraphs: [t(locale, 'mail.restock_confirm.body', { product: title })],
      action: { label: t(locale, 'mail.restock_confirm.button'), url: link },
    });
    await sendMail(tx, { kind: 'restock_confirm', to: email, subject: t(locale, 'mail.restock_confirm.subject', { product: title }), ...mail });
  });
  return { message: ctx.t('restock.subscribed') };
}

/** `GET /api/restock-notifications/confirm/{token}`: the confirmation link; answers a page in the signup's language. */
export async function confirmRestock(ctx: RequestContext, token: string): Promise<Response> {
  const row = await confirmRestockSubscription(ctx.db, sha256(token), ctx.now());
  if (!row) throw new HttpError(404, ctx.t('restock.link_invalid'));
  const locale = row.locale as Locale;
  const product = await productStockAndTitle(ctx.db, row.productId);
  const title = product?.title[locale] ?? '';
  // Back in stock before the link was opened: the notice goes out now.
  if (product && product.stock > 0) await sendRestockNotices(ctx.db, [row.productId]);
  return htmlPage(
    locale,
    t(locale, 'restock.confirmed_title'),
    `<h1>${escapeHtml(t(locale, 'restock.confirmed_title'))}</h1><p>${escapeHtml(t(locale, 'restock.confirmed_body', { product: title }))}</p>
     <p><a class="button" href="${escapeHtml(row.productUrl)}">${escapeHtml(t(locale, 'restock.back_to_product'))}</a></p>`,
    [],
  );
}

/**
 * Mails the notice to every confirmed, not yet notified subscriber of those `productIds` that are
 * in stock now, and marks them notified — in one transaction, so each gets it once. Answers how
 * many notices were written.
 */
export async function sendRestockNotices(db: Db, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = await claimDueRestockNotices(tx, productIds);
    if (due.length === 0) return 0;
    const titles = await productTitles(tx, [...new Set(due.map((d) => d.productId))]);
    for (const subscription of due) {
      const locale = subscription.locale as Locale;
      const title = titles.get(subscription.productId)?.[locale] ?? '';
      const mail = renderMail({
        locale,
        name: t(locale, 'restock.mail_name'),
        paragraphs: [t(locale, 'mail.restock.body', { product: title })],
        action: { label: t(locale, 'mail.restock.button'), url: subscription.productUrl },
      });
      await sendMail(tx, { kind: 'restock', to: subscription.email, subject: t(locale, 'mail.restock.subject', { product: title }), ...mail });
    }
    return due.length;
  });
}

/**
 * Goods in: adds `quantity` pieces to a product's stock (clearing its restock date) and sends the
 * restock notices when that brings it back. Answers the new stock and the notices sent.
 */
export async function restock(db: Db, productId: number, quantity: number): Promise<{ stock: number; notified: number }> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`restock: quantity must be a whole number above 0, got ${quantity}.`);
  const stock = await addStock(db, productId, quantity);
  if (stock === null) throw new RangeError(`restock: there is no product ${productId}.`);
  const notified = await sendRestockNotices(db, [productId]);
  return { stock, notified };
}
