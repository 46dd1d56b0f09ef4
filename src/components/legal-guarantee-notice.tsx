import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { EU_GUARANTEE_RIGHTS_URL } from '../domain/constants.js';
import { useShop } from '../hooks/index.js';
import { cn } from './cn.js';
import { renderAnchor, type RenderLink } from './link.js';
import { type LabelOverrides, useT } from './use-t.js';

const legalGuaranteeNoticeVariants = cva('rounded-otthon border border-border text-sm', {
  variants: {
    /** `box`: the notice with its heading and text; `compact`: the heading and one line, for a buy box. */
    variant: {
      box: 'flex flex-col gap-2 bg-surface p-4',
      compact: 'flex flex-col gap-1 bg-muted/40 px-3 py-2',
    },
  },
  defaultVariants: { variant: 'box' },
});

export interface LegalGuaranteeNoticeProps extends VariantProps<typeof legalGuaranteeNoticeVariants> {
  /** Where the shopper reads more (the shop's warranty page); none without it. */
  moreHref?: string;
  /** Renders the link (pass the router's `Link`). @default a plain anchor */
  renderLink?: RenderLink;
  /** Replaces messages (`legalGuarantee.*`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The harmonised notice on the legal guarantee of conformity (Consumer Rights Directive 2011/83/EU,
 * Article 22a, as Directive (EU) 2024/825 added it; its content by Implementing Regulation (EU)
 * 2025/1960): at least two years, the seller answers for a fault present at delivery, repair or
 * replacement free of charge, otherwise a price reduction or the contract ended; a commercial
 * guarantee comes on top and never instead. Shown where the shopper decides: by the price. The
 * English words are the notice's own; every variant links the Commission's page of guarantee rights
 * in each EU country, where the notice's QR code leads.
 *
 * @example
 * <LegalGuaranteeNotice variant="compact" moreHref="/garancia" />
 */
function LegalGuaranteeNotice({ variant, moreHref, renderLink = renderAnchor, labels, className }: LegalGuaranteeNoticeProps) {
  const t = useT(labels);
  const { locale } = useShop();
  const headingId = useId();
  return (
    <aside
      data-slot="legal-guarantee-notice"
      data-variant={variant ?? 'box'}
      aria-labelledby={headingId}
      className={cn(legalGuaranteeNoticeVariants({ variant }), className)}
    >
      <p id={headingId} className="font-semibold">
        <span
          aria-hidden="true"
          className="me-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs text-primary-foreground"
        >
          2
        </span>
        {t('legalGuarantee.title')}
      </p>
      <p>{t(variant === 'compact' ? 'legalGuarantee.short' : 'legalGuarantee.text')}</p>
      {variant !== 'compact' ? <p className="text-muted-foreground">{t('legalGuarantee.commercial')}</p> : null}
      <a
        data-slot="legal-guarantee-eu-link"
        href={EU_GUARANTEE_RIGHTS_URL[locale]}
        hrefLang={locale}
        rel="noopener"
        className="self-start font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {t('legalGuarantee.euLink')}
      </a>
      {moreHref
        ? renderLink({
            href: moreHref,
            className: 'self-start font-medium text-primary underline underline-offset-4 hover:no-underline',
            children: t('legalGuarantee.more'),
          })
        : null}
    </aside>
  );
}

export { LegalGuaranteeNotice, legalGuaranteeNoticeVariants };
