import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import type { EconomicOperator, ProductSafety as ProductSafetyData } from '../contract/product-safety.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

const productSafetyVariants = cva('flex flex-col gap-4 text-sm', {
  variants: {
    /** `section`: a page section with its heading; `sheet`: compact, for a printed data sheet. */
    variant: {
      section: '',
      sheet: 'gap-3 text-xs print:break-inside-avoid',
    },
  },
  defaultVariants: { variant: 'section' },
});

export interface ProductSafetyProps extends VariantProps<typeof productSafetyVariants> {
  /** The product's `safety` from the API (product page or data sheet). */
  safety: ProductSafetyData;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3;
  /** Replaces messages (`product.safety.*`). */
  labels?: LabelOverrides;
  className?: string;
}

function Operator({ operator, label, addressLabel, emailLabel }: { operator: EconomicOperator; label: string; addressLabel: string; emailLabel: string }) {
  return (
    <div data-slot="product-safety-operator" className="flex flex-col gap-0.5">
      <dt className="font-medium">{label}</dt>
      <dd>{operator.name}</dd>
      <dd>
        <span className="sr-only">{addressLabel}: </span>
        {operator.postal_address}
      </dd>
      <dd>
        <span className="sr-only">{emailLabel}: </span>
        <a href={`mailto:${operator.email}`} className="text-primary underline underline-offset-4 hover:no-underline wrap-anywhere">
          {operator.email}
        </a>
      </dd>
    </div>
  );
}

/**
 * The product's safety information, shown before purchase as the General Product Safety
 * Regulation (EU) 2023/988, Article 19, asks: the manufacturer (and, for one outside the EU, the
 * responsible person in the EU) with postal and e-mail address, the model identifier, the warnings
 * and safety information in the shopper's language, and the material certifications with their
 * licence codes. Each warning carries its kind as `data-kind` (`tip_over`, `load_limit`, `age`, `other`).
 *
 * @example
 * <ProductSafety safety={product.safety} />
 */
function ProductSafety({ safety, variant, headingLevel = 2, labels, className }: ProductSafetyProps) {
  const t = useT(labels);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const address = t('product.safety.address');
  const email = t('product.safety.email');
  return (
    <section data-slot="product-safety" aria-labelledby={headingId} className={cn(productSafetyVariants({ variant }), className)}>
      <Heading id={headingId} className={variant === 'sheet' ? 'text-base font-semibold' : 'text-xl font-semibold md:text-2xl'}>
        {t('product.safety.title')}
      </Heading>
      {safety.warnings.length > 0 ? (
        <div data-slot="product-safety-warnings" className="flex flex-col gap-2">
          <p className="font-medium">{t('product.safety.warnings')}</p>
          <ul className="flex flex-col gap-2">
            {safety.warnings.map((warning) => (
              <li
                key={warning.text}
                data-slot="product-safety-warning"
                data-kind={warning.kind}
                className="rounded-otthon border-l-4 border-warning bg-warning/10 px-3 py-2 text-foreground"
              >
                {warning.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Operator operator={safety.manufacturer} label={t('product.safety.manufacturer')} addressLabel={address} emailLabel={email} />
        {safety.responsible_person ? (
          <Operator operator={safety.responsible_person} label={t('product.safety.responsiblePerson')} addressLabel={address} emailLabel={email} />
        ) : null}
        <div data-slot="product-safety-model" className="flex flex-col gap-0.5">
          <dt className="font-medium">{t('product.safety.model')}</dt>
          <dd className="font-mono wrap-anywhere">{safety.model}</dd>
        </div>
        {safety.certifications.length > 0 ? (
          <div data-slot="product-safety-certifications" className="flex flex-col gap-0.5">
            <dt className="font-medium">{t('product.safety.certifications')}</dt>
            {safety.certifications.map((certification) => (
              <dd key={certification.licence_code} data-slot="product-safety-certification" data-scheme={certification.scheme}>
                {t('product.safety.certification', { scheme: certification.scheme, code: certification.licence_code, scope: certification.scope })}
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export { ProductSafety, productSafetyVariants };
