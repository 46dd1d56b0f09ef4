import { describe, expect, it } from 'vitest';
import { apiPageResponse, confirmButtonPageHtml, escapeHtml, gatewayPageHtml, mailboxPageHtml, mailboxRecipient } from './api-pages.js';

const order = { number: 'OT-001042', amount: '249 900 Ft' };
const page = (state: Parameters<typeof gatewayPageHtml>[0]['state'], locale: 'hu' | 'en' = 'hu') =>
  gatewayPageHtml({
    locale,
    order,
    state,
    action: '/api/payment/gateway/abc',
    back: 'https://shop.example/hu/result?a=1&b=2',
    holdMinutes: 10,
  });

describe('the API’s own pages', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('shows an open attempt’s decisions, and no way back', () => {
    const html = page({ kind: 'open' });
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('<h1>Fizetés bankkártyával</h1>');
    expect(html).toContain('<dd>OT-001042</dd>');
    expect([...html.matchAll(/name="decision" value="(\w+)"/g)].map((match) => match[1])).toEqual(['approve', 'decline', 'cancel']);
    expect(html).toContain('action="/api/payment/gateway/abc"');
    expect(html).not.toContain('shop.example');
  });

  it('shows a decided attempt’s result, and an expired order’s time limit, each with the way back', () => {
    const done = page({ kind: 'done', result: 'payment.response.05' }, 'en');
    expect(done).toContain('<h1>This payment has been processed</h1>');
    expect(done).toContain('Result: Declined by the card issuer (do not honour).');
    expect(done).toContain('href="https://shop.example/hu/result?a=1&amp;b=2"');
    expect(done).not.toContain('name="decision"');
    const expired = page({ kind: 'expired' }, 'en');
    expect(expired).toContain('<h1>The time for this payment is over</h1>');
    expect(expired).toContain('10 minutes');
    expect(expired).toContain('Back to the shop');
  });

  it('puts a confirmation behind a button that posts, so opening the link changes nothing', () => {
    const html = confirmButtonPageHtml(
      {
        locale: 'en',
        title: 'Confirm <it>',
        paragraphs: ['One', 'Two'],
        button: 'Confirm',
      },
      '/api/newsletter/confirm/t?x="y"',
    );
    expect(html).toContain('<title>Confirm &lt;it&gt;</title>');
    expect(html).toContain('<p>One</p><p>Two</p>');
    expect(html).toContain('<form method="post" action="/api/newsletter/confirm/t?x=&quot;y&quot;">');
  });

  it('lists the mailbox in the request’s language, with each mail’s links, or says it is empty', () => {
    const mail = {
      to: 'vevo@example.hu',
      subject: 'Rendelés',
      text: 'Köszönjük <3',
      links: ['https://shop.example/a?b=1&c=2'],
      created_at: '2026-12-01T09:00:00.000Z',
    };
    const html = mailboxPageHtml('hu', [mail], 'vevo@example.hu');
    expect(html).toContain('<h1>Postafiók (fejlesztői)</h1>');
    expect(html).toContain('<a href="https://shop.example/a?b=1&amp;c=2">');
    expect(html).toContain('<pre>Köszönjük &lt;3</pre>');
    expect(html).toContain('2026-12-01 09:00:00 UTC');
    expect(html).toContain('value="vevo@example.hu"');
    expect(mailboxPageHtml('en', [])).toContain('<p>No e-mails yet.</p>');
  });

  it('reads the mailbox’s filter without NUL characters, at most 254 characters, trimmed', () => {
    expect(mailboxRecipient(' vevo@example.hu\u0000 ')).toBe('vevo@example.hu');
    expect(mailboxRecipient('a'.repeat(300))).toHaveLength(254);
    expect([mailboxRecipient('  '), mailboxRecipient(null), mailboxRecipient(undefined)]).toEqual([undefined, undefined, undefined]);
  });

  it('answers a page uncached, with no script and forms posting only to itself and the given origins', () => {
    const response = apiPageResponse('<p>x</p>', ['https://shop.example']);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://shop.example;");
    expect(policy).not.toContain('script-src');
  });
});
