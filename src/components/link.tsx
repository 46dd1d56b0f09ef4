import type { AnchorHTMLAttributes, ReactElement, ReactNode } from 'react';

/** What a component hands to {@link RenderLink}: an anchor's props with a required `href`. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * Renders one link of a component that builds several (menus, pagination, breadcrumbs), so a shop
 * passes its router's `Link` once instead of wrapping each link. Spread every prop: the
 * component relies on `className`, `aria-current`, `rel` and `data-*` reaching the anchor.
 *
 * @example
 * const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

/** The default {@link RenderLink}: a plain anchor (full page loads). */
const renderAnchor: RenderLink = (props) => <a {...props} />;

export { renderAnchor };
