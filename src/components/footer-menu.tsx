import { type ReactNode, useId, useMemo } from 'react';
import type { MenuItem } from '../contract/index.js';
import { deriveMenu } from '../domain/menu.js';
import { cn } from './cn.js';
import { type MenuLinkOptions, MenuLink } from './menu-link.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface FooterMenuProps extends MenuLinkOptions {
  /** The footer menu items (`useInit().data.menu.footer`): items with children become titled groups. */
  items: readonly MenuItem[];
  /** The heading level of the group titles. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Content after the groups, e.g. the newsletter form. */
  children?: ReactNode;
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The footer's navigation: every top item with children is a group with a heading and its links;
 * top items without children are listed together. Long titles wrap.
 *
 * @example
 * <FooterMenu items={data?.menu.footer ?? []} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
function FooterMenu({ items, headingLevel = 2, children, labels, className, ...options }: FooterMenuProps) {
  const t = useT(labels);
  const tree = useMemo(() => deriveMenu(items), [items]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const groups = tree.filter((item) => item.children.length > 0);
  const loose = tree.filter((item) => item.children.length === 0);
  return (
    <nav data-slot="footer-menu" aria-label={t('menu.footer.label')} className={cn('grid gap-6 sm:grid-cols-2 md:grid-cols-4', className)}>
      {groups.map((group) => (
        <section key={group.id} data-slot="footer-menu-group" className="min-w-0">
          <Heading id={`${baseId}-${group.id}`} className="mb-2 text-sm font-semibold break-words text-foreground">
            {group.title}
          </Heading>
          <ul aria-labelledby={`${baseId}-${group.id}`} className="flex flex-col">
            {group.children.map((child) => (
              <li key={child.id} className="break-words">
                <MenuLink item={child} t={t} layout="footer" {...options} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {loose.length > 0 ? (
        <ul data-slot="footer-menu-group" className="flex min-w-0 flex-col">
          {loose.map((item) => (
            <li key={item.id} className="break-words">
              <MenuLink item={item} t={t} layout="footer" {...options} />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </nav>
  );
}

export { FooterMenu };
