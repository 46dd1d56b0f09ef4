import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import * as paths from './paths.js';
import { pathParamsOf, pathTo } from './paths.js';

const { pathTo: _, pathParamsOf: __, ...ENDPOINT_PATHS } = paths;

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

  it('read back what they filled, for every call of the table', () => {
    const values: Record<string, string> = { id: '12', code: 'NYÁR/10 %', slug: 'tippek/kanapé választás', order_hash: 'a1b2', invoice_id: '7' };
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => name!);
      const params = Object.fromEntries(names.map((name) => [name, values[name] ?? `${name}-value`]));
      expect(pathParamsOf(endpoint.path, pathTo(endpoint.path, params)), id).toEqual(params);
    }
  });

  it('read a spanning parameter with the path after it, and refuse another address', () => {
    expect(pathParamsOf('/api/pages/{slug+}/edit', '/api/pages/rolunk/csapat/edit')).toEqual({ slug: 'rolunk/csapat' });
    expect(pathParamsOf(paths.blogPost, '/api/blog/tippek//kanap%C3%A9/')).toEqual({ slug: 'tippek/kanapé' });
    expect(pathParamsOf(paths.blogPost, '/api/blog/')).toBeNull();
    expect(pathParamsOf(paths.blogPost, '/api/blog')).toBeNull();
    expect(pathParamsOf(paths.product, '/api/products/12/data-sheet')).toBeNull();
    expect(pathParamsOf(paths.product, '/api/products/')).toBeNull();
    expect(pathParamsOf(paths.product, '/API/products/12')).toBeNull();
    expect(pathParamsOf(paths.cart, '/api/cart/')).toBeNull();
    expect(pathParamsOf(paths.cart, '/api/cart')).toEqual({});
    expect(pathParamsOf(paths.removeCoupon, '/api/cart/coupon/%E0%A4%A')).toEqual({ code: '%E0%A4%A' });
  });
});
