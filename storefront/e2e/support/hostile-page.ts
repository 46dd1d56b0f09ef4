import type { BrowserContext, Page } from 'playwright-core';
import { ATTACKER_ORIGIN } from './hostile-corpus.js';

/** What a browser context saw that only a payload that got through would cause. */
export interface HostileWatch {
  /** `alert`, `confirm` and `prompt` dialogs (dismissed at once). */
  dialogs: string[];
  /** Requests to any origin but the shop's (navigations included). */
  offSite: string[];
  /** Uncaught errors of the page's scripts. */
  pageErrors: string[];
}

/**
 * Watches every page of a context for the signs of executed or leaking markup: dialogs, requests
 * off the shop's origin, uncaught errors. Requests to {@link ATTACKER_ORIGIN} are answered locally
 * (the network is closed anyway) so a leak is recorded instead of waiting for a timeout.
 */
export async function watchHostile(context: BrowserContext, baseUrl: string): Promise<HostileWatch> {
  const watch: HostileWatch = { dialogs: [], offSite: [], pageErrors: [] };
  const shop = new URL(baseUrl).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return;
    if (new URL(url).origin !== shop) watch.offSite.push(url);
  });
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  };
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  await context.route(`${ATTACKER_ORIGIN}/**`, (route) => route.fulfill({ status: 204, body: '' }));
  return watch;
}

/**
 * Everything in the document that would let markup run or leave the site: inline event handler
 * attributes, `javascript:`/`vbscript:`/`data:` addresses in URL attributes (after the control
 * characters and spaces browsers ignore), `srcdoc`, `<base>`, `<meta http-equiv>`, and inside
 * `scope` (the rich text) any element the sanitizer must drop. Also whether named elements
 * clobbered the globals and document methods the shop relies on.
 */
export function dangerousMarkup(page: Page, scope = '[data-slot="rich-text"]'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const findings: string[] = [];
    const urlAttributes = new Set([
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'codebase',
      'poster',
      'background',
      'cite',
      'to',
      'values',
      'from',
      'by',
    ]);
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) findings.push(`${describe(element)} has ${name}="${attribute.value}"`);
        if (name === 'srcdoc') findings.push(`${describe(element)} has srcdoc`);
        if (urlAttributes.has(name) && /^(javascript|vbscript|livescript):/.test(value)) findings.push(`${describe(element)} ${name}="${attribute.value}"`);
        if (urlAttributes.has(name) && value.startsWith('data:') && !(name === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif);/.test(value)))
          findings.push(`${describe(element)} ${name}="${attribute.value.slice(0, 40)}…"`);
      }
    }
    for (const element of document.querySelectorAll('base, meta[http-equiv]')) findings.push(`${describe(element)} in the document`);
    const forbidden =
      'script, iframe, frame, object, embed, form, input, button, textarea, select, style, link, meta, base, svg, math, noscript, noembed, title, foreignObject, animate, set';
    for (const root of document.querySelectorAll(scopeSelector)) {
      for (const element of root.querySelectorAll(forbidden)) findings.push(`${describe(element)} inside ${scopeSelector}`);
      // A template's content is inert until someone clones it; it must be as clean as the rest.
      for (const template of root.querySelectorAll('template')) {
        for (const element of template.content.querySelectorAll('*')) {
          if (element.matches(forbidden) || [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on')))
            findings.push(`${describe(element)} inside a <template> of ${scopeSelector}`);
        }
      }
    }
    const clobbered = [
      typeof document.getElementById !== 'function' && 'document.getElementById',
      typeof document.querySelector !== 'function' && 'document.querySelector',
      typeof document.cookie !== 'string' && 'document.cookie',
      !Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer) && 'window.dataLayer',
      (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext instanceof Element && 'window.__reactRouterContext',
      // The router exists only once the page is hydrated; before that its name is free.
      document.documentElement.hasAttribute('data-hydrated') &&
        (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter instanceof Element &&
        'window.__reactRouterDataRouter',
    ].filter(Boolean);
    for (const name of clobbered) findings.push(`${name} is clobbered`);
    if (document.baseURI !== location.href.split('#')[0]) findings.push(`the base address is ${document.baseURI}`);
    return findings;
  }, scope);
}

/**
 * Hovers, focuses and toggles every element of the rich text (synthetic events run inline
 * handlers just as real ones do), so a handler that survived has its chance to run.
 */
export async function provokeHandlers(page: Page, scope = '[data-slot="rich-text"]'): Promise<void> {
  await page.evaluate((scopeSelector) => {
    for (const element of document.querySelectorAll(`${scopeSelector} *`)) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'toggle', 'animationstart', 'start']) element.dispatchEvent(new Event(type));
    }
  }, scope);
  // A meta refresh of 0 s, an autofocus or a late image error would have happened by now.
  await page.waitForTimeout(500);
}
