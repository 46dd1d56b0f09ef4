import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import * as paths from './paths.js';
import { pathTo } from './paths.js';

const { pathTo: _, ...ENDPOINT_PATHS } = paths;

describe('the calls’ addresses', () => {
  it('are the endpoint table’s, one per endpoint id and none besides', () => {
    expect(Object.keys(ENDPOINT_PATHS).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [id, endpoint] of Object.entries(endpoints)) expect(endpoint.path, id).toBe(ENDPOINT_PATHS[id as keyof typeof ENDPOINT_PATHS]);
  });

  it('fill a parameter as one encoded segment', () => {
    expect(pathTo(paths.removeCoupon, { code: 'NYÁR/10 %' })).toBe('/api/cart/coupon/NY%C3%81R%2F10%20%25');
    expect(pathTo(paths.product, { id: 12 })).toBe('/api/products/12');
    expect(pathTo(paths.orderInvoice, { order_hash: 'abc', invoice_id: 7 })).toBe('/api/orders/abc/invoices/7');
  });

  it('fill a spanning parameter segment by segment, without empty ones', () => {
    expect(pathTo(paths.blogPost, { slug: '/tippek//kanapé választás/' })).toBe('/api/blog/tippek/kanap%C3%A9%20v%C3%A1laszt%C3%A1s');
  });
});
