import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { type AnchorHTMLAttributes, cloneElement, isValidElement, type ReactElement } from 'react';
import { LOCALES, type Locale } from '../domain/constants.js';
import { useShop } from '../hooks/index.js';
import { alternatePath, type AlternateSlugs } from '../i18n/routes.js';
import { cn } from './cn.js';
import { GlobeIcon } from './icons.js';
import { type LabelOverrides, useT } from './use-t.js';

const localeSwitchVariants = cva(
  'inline-flex items-center gap-1.5 rounded-otthon font-medium text-foreground wrap-anywhere outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  {
    variants: {
      variant: {
        link: 'min-h-8 px-1 underline-offset-4 hover:underline',
        button: 'min-h-8 border border-input bg-surface px-3 text-sm hover:bg-muted',
      },
    },
    defaultVariants: { variant: 'link' },
  },
);

export interface LocaleSwitchProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'hrefLang' | 'lang'>,
    VariantProps<typeof localeSwitchVariants> {
  /** The current page's path (with query and hash), e.g. the router's `location.pathname + location.search`. */
  pathname: string;
  /**
   * The other language's slugs of this page (products, categories, articles, CMS pages differ per
   * language); without them the switch lands on the nearest listing rather than a missing page.
   */
  alternateSlugs?: AlternateSlugs;
  /** The language to switch to. @default the other of hu and en */
  targetLocale?: Locale;
  /**
   * Render the child element (the router's link, without content) with the computed `href`,
   * `hrefLang`, `lang` and the language's name.
   * @default false
   */
  asChild?: boolean;
  /** Replaces messages: `locale.endonym.*`. */
  labels?: LabelOverrides;
}

/**
 * A link to the same page in the other language (every route exists in both). Its text is
 * the language's own name ("English", "Magyar") marked with `lang`, so screen readers pronounce it
 * right, and `hrefLang` tells crawlers and browsers the target's language.
 *
 * @example
 * <LocaleSwitch pathname={location.pathname} alternateSlugs={{ product_slug: product.alternates.en.slug }} asChild>
 *   <RouterAnchor />
 * </LocaleSwitch>
 */
function LocaleSwitch({ pathname, alternateSlugs, targetLocale, asChild = false, variant, labels, className, children, ...props }: LocaleSwitchProps) {
  const t = useT(labels);
  const { locale } = useShop();
  const target = targetLocale ?? LOCALES.find((candidate) => candidate !== locale) ?? locale;
  const Component = asChild ? Slot : 'a';
  // With `asChild` the router's link receives the href and attributes, and this content.
  const content = (
    <>
      <GlobeIcon className="size-4" />
      {asChild ? t(`locale.endonym.${target}`) : (children ?? t(`locale.endonym.${target}`))}
    </>
  );
  return (
    <Component
      data-slot="locale-switch"
      href={alternatePath(pathname, target, alternateSlugs)}
      hrefLang={target}
      lang={target}
      className={cn(localeSwitchVariants({ variant }), className)}
      {...props}
    >
      {asChild && isValidElement(children) ? cloneElement(children as ReactElement<{ children?: unknown }>, undefined, content) : content}
    </Component>
  );
}

export { LocaleSwitch, localeSwitchVariants };
