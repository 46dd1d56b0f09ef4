import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, type HTMLAttributes, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Config, DOMPurify } from 'dompurify';
import { cn } from './cn.js';
import { WarningIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

/** Turns untrusted HTML into HTML that is safe to put into the page. Must be synchronous. */
export type Sanitizer = (html: string) => string;

/**
 * What CMS and blog HTML may keep: the HTML profile only (no SVG or MathML, where most mutation
 * XSS lives), no forms, frames, scripts or styles; DOMPurify already drops event handlers and
 * `javascript:`/`data:` URLs.
 */
const RICH_TEXT_PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/**
 * A {@link Sanitizer} over a DOMPurify instance: in the browser `DOMPurify` itself, on a server
 * DOMPurify over a server DOM (`DOMPurify(new JSDOM('').window)`), so server-rendered pages carry
 * the same sanitized HTML.
 */
function createDomPurifySanitizer(purify: DOMPurify): Sanitizer {
  return (html) => purify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

const SanitizerContext = createContext<Sanitizer | null>(null);

/**
 * Gives every {@link RichText} below it a sanitizer, e.g. DOMPurify over a server DOM while server
 * rendering. Without one the browser loads DOMPurify on demand (only pages that show rich text
 * load it).
 *
 * @example
 * // entry.server.tsx
 * const purify = createDomPurifySanitizer(DOMPurify(new JSDOM('').window));
 * <RichTextSanitizerProvider sanitize={purify}><App /></RichTextSanitizerProvider>
 */
function RichTextSanitizerProvider({ sanitize, children }: { sanitize: Sanitizer; children?: ReactNode }) {
  return <SanitizerContext.Provider value={sanitize}>{children}</SanitizerContext.Provider>;
}

let browserSanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
const subscribers = new Set<() => void>();

/** Loads DOMPurify in the browser (once); rich text renders nothing until it has. */
function loadBrowserSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      browserSanitizer = createDomPurifySanitizer(purify);
      for (const notify of subscribers) notify();
      return browserSanitizer;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
};

const richTextVariants = cva(
  [
    'max-w-none text-foreground wrap-anywhere',
    '[&_:where(p,ul,ol,blockquote,table,figure)]:my-4 [&_:where(h2,h3,h4)]:mt-8 [&_:where(h2,h3,h4)]:mb-3 [&_:where(h2,h3,h4)]:font-semibold',
    '[&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg [&_ul]:list-disc [&_ol]:list-decimal [&_:where(ul,ol)]:pl-6 [&_li]:my-1',
    '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-ring',
    '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
    '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-otthon [&_table]:w-full [&_table]:border-collapse [&_:where(td,th)]:border [&_:where(td,th)]:border-border [&_:where(td,th)]:p-2 [&_th]:text-left',
    '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  ],
  {
    variants: { size: { sm: 'text-sm leading-relaxed', md: 'text-base leading-relaxed', lg: 'text-lg leading-relaxed' } },
    defaultVariants: { size: 'md' },
  },
);

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>, VariantProps<typeof richTextVariants> {
  /** HTML from the CMS or the blog (`content_html`, `description_html`): untrusted, always sanitized first. */
  html: string;
  /** This element's sanitizer; otherwise the provider's, otherwise DOMPurify loaded in the browser. */
  sanitize?: Sanitizer;
  /** Replaces messages: `richText.error`. */
  labels?: LabelOverrides;
}

/**
 * CMS and blog HTML, sanitized before it reaches the DOM (DOMPurify, field notes: OWASP ASVS).
 * Nothing unsanitized is ever rendered: with a sanitizer (prop or {@link RichTextSanitizerProvider})
 * it renders at once, also on the server; without one the browser loads DOMPurify on demand and the
 * element stays empty until then. Server-rendered content is kept through hydration while the
 * browser's sanitizer loads.
 *
 * @example
 * <RichText html={page.content_html} />
 */
function RichText({ html, sanitize, size, labels, className, ...props }: RichTextProps) {
  const t = useT(labels);
  const fromProvider = useContext(SanitizerContext);
  const provided = sanitize ?? fromProvider;
  const loaded = useSyncExternalStore(
    subscribe,
    () => browserSanitizer,
    () => null,
  );
  const [failed, setFailed] = useState(false);
  const sanitizer = provided ?? loaded;

  useEffect(() => {
    if (provided || browserSanitizer) return;
    loadBrowserSanitizer().catch(() => setFailed(true));
  }, [provided]);

  if (!sanitizer && failed) {
    return (
      <p data-slot="rich-text" data-state="error" role="alert" className={cn('flex items-center gap-2 text-danger', className)}>
        <WarningIcon />
        {t('richText.error')}
      </p>
    );
  }
  return (
    <div
      data-slot="rich-text"
      data-state={sanitizer ? 'ready' : 'pending'}
      aria-busy={sanitizer ? undefined : true}
      className={cn(richTextVariants({ size }), className)}
      // Until a sanitizer is at hand the element's HTML is left as it is: empty on the client, or
      // what a server with a sanitizer rendered into it (React does not patch inner HTML while
      // hydrating, and never sees a change while this stays ''). Unsanitized HTML never gets in.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML goes through DOMPurify first, or stays out (see above)
      dangerouslySetInnerHTML={{ __html: sanitizer ? sanitizer(html) : '' }}
      suppressHydrationWarning
      {...props}
    />
  );
}

export { createDomPurifySanitizer, RICH_TEXT_PURIFY_CONFIG, RichText, RichTextSanitizerProvider, richTextVariants };
