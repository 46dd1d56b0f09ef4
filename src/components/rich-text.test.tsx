import { act, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopProvider } from '../hooks/index.js';
import { renderShop } from '../testing/shop.js';
import { createDomPurifySanitizer, RichText, RichTextSanitizerProvider } from './rich-text.js';

const XSS = [
  '<p>Kanapéink <strong>kézzel</strong> készülnek.</p>',
  '<img src="x" onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=2">link</a>',
  '<a href="data:text/html,<script>window.__xss=3</script>">data</a>',
  '<script>window.__xss = 4</script>',
  '<svg><script>window.__xss = 5</script><animate onbegin="window.__xss=6"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=7">',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<div onclick="window.__xss=9" style="background:url(javascript:alert(1))">click</div>',
  '<form action="https://evil.example"><input name="card"></form>',
].join('');

function assertSafe(root: Element) {
  expect(root.querySelector('script, iframe, svg, math, form, input, style')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.name).not.toBe('style');
      expect(attribute.value).not.toMatch(/^\s*(javascript|data):/i);
    }
  }
}

const purify = createDomPurifySanitizer(DOMPurify);

// Order matters: the first test runs before the browser sanitizer is loaded (module state).
describe('RichText', () => {
  it('keeps server-rendered, sanitized HTML through hydration while the browser’s sanitizer loads', async () => {
    const ui = (inner: React.ReactNode) => <ShopProvider locale="hu">{inner}</ShopProvider>;
    const html = renderToString(
      ui(
        <RichTextSanitizerProvider sanitize={purify}>
          <RichText html={XSS} />
        </RichTextSanitizerProvider>,
      ),
    );
    expect(html).toContain('<strong>kézzel</strong>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The browser has no sanitizer yet: it must neither wipe the server's HTML nor add anything unsanitized.
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, ui(<RichText html={XSS} />), { onRecoverableError: (error) => errors.push(error) });
    });
    const root = container.querySelector('[data-slot="rich-text"]')!;
    // Hydrated, DOMPurify still on its way (the dynamic import resolves later).
    expect(errors).toEqual([]);
    expect(root.getAttribute('aria-busy')).toBeNull();
    expect(root.innerHTML).toContain('<strong>kézzel</strong>');
    assertSafe(root);
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'));
    expect(root.innerHTML).toContain('<strong>kézzel</strong>');
    assertSafe(root);
    container.remove();
  });

  it('removes scripts, event handlers, javascript:/data: URLs, SVG, MathML, frames and forms (field notes: ASVS)', async () => {
    const { container } = renderShop(<RichText html={XSS} />);
    const root = container.querySelector('[data-slot="rich-text"]')!;
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'));
    assertSafe(root);
    expect(screen.getByText('kézzel').tagName).toBe('STRONG');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders at once, also on the server, with a sanitizer from a prop or a provider', () => {
    const strip: (html: string) => string = (html) => html.replace(/<script[\s\S]*?<\/script>/g, '');
    const html = renderToString(
      <ShopProvider locale="en">
        <RichText sanitize={strip} html="<p>Hello</p><script>x()</script>" />
      </ShopProvider>,
    );
    expect(html).toContain('data-state="ready"');
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toContain('<script>');
  });

  it('renders nothing on the server without a sanitizer, never the raw HTML', () => {
    const html = renderToString(
      <ShopProvider locale="en">
        <RichText html="<p>Hello</p><img src=x onerror=alert(1)>" />
      </ShopProvider>,
    );
    expect(html).toContain('data-state="pending"');
    expect(html).not.toContain('Hello');
    expect(html).not.toContain('onerror');
  });
});
