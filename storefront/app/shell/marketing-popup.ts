import { type Locale, OVERLAY_MAX_TRIES, OVERLAY_POLL_MS } from 'otthon';

/**
 * What the on-site marketing popup tool exposes on `window` once its script has run: the shop
 * tells it about every page the visitor sees (requirements §2), so it can show its overlays there.
 */
export interface MarketingPopupTool {
  onNavigate(page: { path: string; locale: Locale; title: string }): void;
}

/** The `marketing_popup` extension of `GET /api/init` (requirements §3 extensions). */
export interface MarketingPopupSettings {
  /** The name of the tool's object on `window`. @default 'marketingPopup' */
  global?: string;
  /** The tool's script, loaded once when the extension is enabled. */
  script?: string;
}

export interface OverlayWaitOptions {
  interval?: number;
  tries?: number;
  schedule?: (callback: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  warn?: (message: string) => void;
}

/**
 * Checks every 250 ms, up to 50 times, whether the tool's overlay is ready, then runs `onReady`;
 * if it never is, logs a warning (requirements §8, §9). Returns a function that stops waiting.
 */
export function waitForOverlay(isReady: () => boolean, onReady: () => void, options: OverlayWaitOptions = {}): () => void {
  const interval = options.interval ?? OVERLAY_POLL_MS;
  const tries = options.tries ?? OVERLAY_MAX_TRIES;
  const schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const warn = options.warn ?? ((message) => console.warn(message));
  let attempt = 0;
  let handle: unknown;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    attempt += 1;
    if (isReady()) {
      onReady();
      return;
    }
    if (attempt >= tries) {
      warn(`The marketing popup overlay did not appear after ${tries} tries.`);
      return;
    }
    handle = schedule(check, interval);
  };
  check();
  return () => {
    stopped = true;
    if (handle !== undefined) cancel(handle);
  };
}

const DEFAULT_GLOBAL = 'marketingPopup';

function toolOf(settings: MarketingPopupSettings): MarketingPopupTool | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[settings.global ?? DEFAULT_GLOBAL] as Partial<MarketingPopupTool> | undefined;
  return typeof candidate?.onNavigate === 'function' ? (candidate as MarketingPopupTool) : undefined;
}

const loadedScripts = new Set<string>();

function loadScript(src: string): void {
  if (loadedScripts.has(src)) return;
  loadedScripts.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Trusted by 'strict-dynamic': the shop's own (nonced) code inserts it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/**
 * Tells the marketing popup tool about a page view once its overlay is ready (loading its script
 * first if the extension names one). Returns a function that stops waiting (the next page came).
 */
export function notifyMarketingPopup(settings: MarketingPopupSettings, page: { path: string; locale: Locale; title: string }): () => void {
  if (settings.script) loadScript(settings.script);
  return waitForOverlay(
    () => toolOf(settings) !== undefined,
    () => toolOf(settings)?.onNavigate(page),
  );
}
