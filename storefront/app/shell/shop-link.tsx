import { matchPath } from 'otthon';
import type { LinkRenderProps, RenderLink } from 'otthon/components';
import { createContext, type ReactNode, type Ref, useContext, useEffect, useMemo, useRef } from 'react';
import { Link, type LinkProps, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { ROOT_HOME_ID, routeId } from '../screens.js';
import { connectionAllowsPreload, createPreloadQueue, type PreloadQueue } from './route-preload.js';

/** The classes of a link inside a sentence or a notice. */
export const inlineLink =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring';

interface PreloadContextValue {
  observe(element: Element, path: string): () => void;
}

const PreloadContext = createContext<PreloadContextValue | null>(null);

/** The route of a path, by the same table the routes were built from. */
function routeIdOf(path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname === '') return ROOT_HOME_ID;
  const match = matchPath(pathname);
  return match ? routeId(match.name, match.locale) : null;
}

function scriptNonce(): string | undefined {
  // Browsers hide the nonce attribute but keep the property; dynamically added preloads need it.
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function modulePreload(href: string, nonce: string | undefined): Promise<void> {
  if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`)) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Preloading ${href} failed.`));
    document.head.append(link);
  });
}

/**
 * Preloads the code of routes whose links scroll into view (requirements §9): at most 4 at a time, never
 * on slow or data-saving connections, each route once. Only code is preloaded: data is personal
 * and loaded on the visit.
 */
export function RoutePreloadProvider({ children }: { children: ReactNode }) {
  const framework = useContext(FrameworkContext);
  const frameworkRef = useRef(framework);
  frameworkRef.current = framework;

  const value = useMemo<PreloadContextValue | null>(() => {
    if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
    const queue: PreloadQueue = createPreloadQueue(async (path) => {
      const current = frameworkRef.current;
      const id = routeIdOf(path);
      if (!current || !id || current.routeModules[id]) return;
      const route = current.manifest.routes[id];
      if (!route) return;
      const nonce = scriptNonce();
      await Promise.all([route.module, ...(route.imports ?? [])].map((href) => modulePreload(href, nonce)));
    });
    const paths = new WeakMap<Element, string>();
    const observer = new IntersectionObserver((entries) => {
      const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
      for (const entry of entries) {
        const path = paths.get(entry.target);
        if (!path) continue;
        if (!entry.isIntersecting) queue.withdraw(path);
        else if (connectionAllowsPreload(connection)) queue.request(path);
      }
    });
    return {
      observe(element, path) {
        paths.set(element, path);
        observer.observe(element);
        return () => {
          observer.unobserve(element);
          queue.withdraw(path);
        };
      },
    };
  }, []);

  return <PreloadContext.Provider value={value}>{children}</PreloadContext.Provider>;
}

function isInternal(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

export interface ShopLinkProps extends Omit<LinkProps, 'to' | 'prefetch'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link of the shop: client-side navigation, and the target route's code preloaded once visible. */
export function ShopLink({ to, ref, ...props }: ShopLinkProps) {
  const preload = useContext(PreloadContext);
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    const element = own.current;
    if (!preload || !element || !isInternal(to)) return;
    return preload.observe(element, to);
  }, [preload, to]);
  return (
    <Link
      to={to}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      {...props}
    />
  );
}

/** How the package's components render the shop's links (menus, breadcrumbs, pagination). */
export const renderShopLink: RenderLink = ({ href, ...props }: LinkRenderProps) => <ShopLink to={href} {...props} />;

/**
 * A {@link ShopLink} that takes `href`, for the package's `asChild` links (the language switch):
 * they hand their computed `href` to the child element.
 */
export function RouterAnchor({ href, ...props }: Omit<ShopLinkProps, 'to'> & { href?: string }) {
  return <ShopLink to={href ?? '.'} {...props} />;
}
