import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Flags that keep Debian's Chromium quiet on a closed network (docs/toolchain). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's `chromium-headless-shell`: the same engine as `chromium` without the desktop browser
 * around it. A page opened in it costs about half the CPU (docs/benchmarks.md, "The tests drive
 * Debian's headless Chromium").
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS });
}

/**
 * One Chromium for a test file: launched before the file's own `beforeAll` hooks (call this
 * first, at the top of the file) and closed after its `afterAll` hooks. Answers a function that
 * gives the running browser inside hooks and tests.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserForFile(): no browser yet; use it inside a hook or a test.');
    return browser;
  };
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * A client address of its own for each browser context: a documentation IPv6 /64 (2001:db8::/32)
 * drawn at random, sent as `X-Forwarded-For` (the e2e shop trusts one proxy hop). Each context is
 * another shopper, as on a live shop: the shop's per-address limits (unpaid orders, logins,
 * registrations) count each one apart, not every journey of a shard as one visitor.
 */
function shopperAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/**
 * A browser context that records every CSP violation of its pages (the `securitypolicyviolation`
 * event, registered before any page script) and every request a page makes to the API.
 */
export async function newShopContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'hu-HU',
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress(), ...options.extraHTTPHeaders },
  });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return context;
}

export interface VisitedPage {
  page: Page;
  response: Response;
  /** `/api/…` and `/sanctum/…` calls the page's scripts made (fetch or XHR). */
  apiRequests: string[];
  /** Console messages that report a refused resource (CSP) or an error. */
  consoleErrors: string[];
}

/** Opens a page and waits until the network is quiet, so hydration and its effects have run. */
export async function visit(context: BrowserContext, url: string): Promise<VisitedPage> {
  const page = await context.newPage();
  const apiRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    // Calls of the page's own code, not the images the API renders (`/api/media/…`).
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/sanctum/')) apiRequests.push(`${request.method()} ${pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response) throw new Error(`No response for ${url}`);
  // The shop's pages say when React has taken over (error screens are plain documents).
  if (response.ok()) await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
  return { page, response, apiRequests, consoleErrors };
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * axe-core in the page with WCAG 2.0–2.2 A/AA rules and `target-size` on (it needs the
 * `wcag22aa` tag to run at all). Evaluated through the DevTools protocol, which the page's CSP
 * does not govern, so the shop's real policy stays in force.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A page fading in has blended colours: contrast is judged once finite animations have ended
  // (a spinner's endless one is left alone).
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target as string[], ...(failureSummary ? { failureSummary } : {}) })),
    }));
  });
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `   ${node.target.join(' ')}`).join('\n')}`)
    .join('\n');
}
