import { cva, type VariantProps } from 'class-variance-authority';
import { Fragment, type HTMLAttributes, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState, useTransition } from 'react';
import { useRoutePath } from '../hooks/use-route-path.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { type RenderLink, renderAnchor } from './link.js';
import { useControllableState } from './use-controllable-state.js';
import { ACCEPT_ALL, type CookieChoice, REJECT_ALL } from './cookie-choice.js';
import { type LabelOverrides, useT } from './use-t.js';

// The settings form and its checkboxes load when the visitor opens them (or points at "Settings"):
// the first paint needs only the banner's buttons.
const loadCookieSettings = () => import('./cookie-settings.js');
const LazyCookieSettings = /* @__PURE__ */ lazy(() => loadCookieSettings().then((module) => ({ default: module.CookieSettings })));
const preloadCookieSettings = () => {
  // Only a head start: a failure shows when the settings are really opened.
  loadCookieSettings().catch(() => undefined);
};

const cookieConsentVariants = cva('z-40 border-border bg-surface text-foreground', {
  variants: {
    position: {
      // Pinned to the bottom of the viewport; the page's scroll padding grows by its height so a
      // focused element is never hidden behind it (WCAG 2.2 2.4.11).
      // Hidden until its HTML has arrived whole (its end mark is there): a browser that paints it
      // half-received would show it shorter and then grow it when its buttons come (CLS).
      fixed:
        'fixed inset-x-0 bottom-0 max-h-[85vh] overflow-y-auto border-t shadow-[0_-4px_24px_rgb(0_0_0/0.08)] [&:not(:has(>[data-slot=cookie-consent-end]))]:invisible',
      inline: 'rounded-otthon border',
    },
  },
  defaultVariants: { position: 'fixed' },
});

export interface CookieConsentProps extends Omit<HTMLAttributes<HTMLElement>, 'defaultValue'>, VariantProps<typeof cookieConsentVariants> {
  /** The visitor's choice (controlled); `null` while none was made, which shows the banner. */
  value?: CookieChoice | null;
  /** The stored choice when uncontrolled (e.g. from the consent cookie). @default null */
  defaultValue?: CookieChoice | null;
  /** Hears the choice once the visitor made it; store it (a cookie) and update Consent Mode. */
  onValueChange?(choice: CookieChoice): void;
  /** The cookie policy page. @default the `cookie-rules` route of the shop's language */
  policyHref?: string;
  renderLink?: RenderLink;
  /** Replaces messages: `cookieConsent.*`. */
  labels?: LabelOverrides;
}

/**
 * The cookie banner shown until the visitor chooses: "Reject all" and "Accept all" side by side,
 * the same size and look, one click each; "Settings" (beside the title, so the banner stays within
 * about a third of a phone's screen) opens the per-category switches in place.
 * Nothing optional runs before a choice: wire `onValueChange` to `consentModeState()` (Google
 * Consent Mode v2: denied by default, `update` on a choice) and to `<ShopProvider consent>` via
 * `analyticsConsent()`.
 *
 * @example
 * <CookieConsent defaultValue={storedChoice} onValueChange={(choice) => {
 *   document.cookie = `cookie_consent=${JSON.stringify(choice)}; max-age=31536000; path=/; samesite=lax`;
 *   gtag('consent', 'update', consentModeState(choice));
 *   setConsent(analyticsConsent(choice));
 * }} />
 */
function CookieConsent({
  value,
  defaultValue = null,
  onValueChange,
  policyHref,
  renderLink = renderAnchor,
  position,
  labels,
  className,
  ...props
}: CookieConsentProps) {
  const t = useT(labels);
  const pathTo = useRoutePath();
  const [choice, setChoice] = useControllableState<CookieChoice | null>({
    value,
    defaultValue,
    onValueChange: (next) => {
      if (next) onValueChange?.(next);
    },
  });
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Opening is a transition: the buttons stay (busy) until the settings have loaded, no empty flash.
  const [opening, startOpening] = useTransition();
  const titleId = `${useId()}-title`;
  const banner = useRef<HTMLElement>(null);
  const settings = useRef<HTMLDivElement>(null);

  // "Settings" is replaced by the switches: the focus moves to the first one rather than being lost.
  useEffect(() => {
    if (settingsOpen) settings.current?.querySelector<HTMLElement>('input[type="checkbox"]:not(:disabled)')?.focus();
  }, [settingsOpen]);
  const open = choice === null;
  const fixed = (position ?? 'fixed') === 'fixed';

  useEffect(() => {
    const element = banner.current;
    if (!open || !fixed || !element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const pad = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [open, fixed]);

  if (!open) return null;
  const decide = (next: CookieChoice) => setChoice(next);
  return (
    <section
      ref={banner}
      data-slot="cookie-consent"
      data-state={settingsOpen ? 'settings' : 'banner'}
      aria-labelledby={titleId}
      className={cn(cookieConsentVariants({ position }), className)}
      {...props}
    >
      {/* Compact on a phone (at most about a third of a 390×844 screen): "Settings" shares the
          title's row, and the two choices share one row at the same width. */}
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-base font-semibold wrap-anywhere sm:text-lg">
            {t('cookieConsent.title')}
          </h2>
          {settingsOpen ? null : (
            <Button
              variant="ghost"
              size="sm"
              busy={opening}
              className="-my-1 shrink-0 underline underline-offset-2 hover:no-underline"
              onPointerEnter={preloadCookieSettings}
              onFocus={preloadCookieSettings}
              onClick={() => startOpening(() => setSettingsOpen(true))}
            >
              {t('cookieConsent.settings')}
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {t
            .rich<ReactNode>('cookieConsent.text', {
              link: (chunks) =>
                renderLink({
                  href: policyHref ?? pathTo('cookie-rules'),
                  className: 'font-medium text-primary underline underline-offset-2 hover:no-underline',
                  children: chunks,
                }),
            })
            // The text's parts (words, the policy link) as siblings React can tell apart.
            .map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
        </p>
        {settingsOpen ? null : (
          // Rejecting is as easy and as prominent as accepting: one grid row of two equal columns. A
          // label longer than its half wraps (`!`: cn does not merge away the button's nowrap).
          <div data-slot="cookie-consent-actions" className="grid grid-cols-2 gap-3 sm:self-start">
            <Button variant="primary" className="leading-tight whitespace-normal!" onClick={() => decide(REJECT_ALL)}>
              {t('cookieConsent.rejectAll')}
            </Button>
            <Button variant="primary" className="leading-tight whitespace-normal!" onClick={() => decide(ACCEPT_ALL)}>
              {t('cookieConsent.acceptAll')}
            </Button>
          </div>
        )}
        {/* Only the settings form is behind the boundary: the server streams a boundary's content
            after the rest of the page, and buttons arriving late would move the banner (CLS). The
            boundary is always there, so the opening transition keeps the buttons until it loads. */}
        <Suspense fallback={null}>
          {settingsOpen ? (
            <div ref={settings}>
              <LazyCookieSettings defaultValue={REJECT_ALL} onValueChange={decide} labels={labels} />
            </div>
          ) : null}
        </Suspense>
      </div>
      <span data-slot="cookie-consent-end" hidden />
    </section>
  );
}

export { CookieConsent, cookieConsentVariants };
