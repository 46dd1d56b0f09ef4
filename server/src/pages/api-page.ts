/**
 * The API's own small HTML pages (the simulated card gateway, the confirmations a mailed link opens):
 * no scripts at all, one stylesheet inline, and a policy that lets a form post only to the page
 * itself and the given origins.
 */
import type { Locale } from '../domain.js';
import { escapeHtml } from '../mail/send.js';

/** A small page of the API's own (no scripts), in `locale`. */
export function apiPage(locale: Locale, title: string, body: string, formOrigins: readonly string[]): Response {
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1b16; background: #f4f1ec; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 1.5rem 0; }
  dt { color: #5c5247; } dd { margin: 0; font-weight: 600; text-align: right; }
  .notice { padding: 0.75rem 1rem; background: #fff6dd; border-left: 4px solid #b7791f; }
  form { display: grid; gap: 0.75rem; }
  button, a.button { font: inherit; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 0.5rem; border: 2px solid #1f1b16; cursor: pointer; text-align: center; text-decoration: none; }
  button[value="approve"] { background: #1f5f3a; border-color: #1f5f3a; color: #fff; }
  button[value="decline"] { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
  button[value="cancel"], a.button { background: #fff; color: #1f1b16; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // No scripts at all; the form may post to itself and the redirect may go back to the shop.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}
