import { buildPath, useShop } from 'otthon';
import { CheckIcon, cn } from 'otthon/components';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

const STEPS = ['cart', 'data', 'result'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/**
 * Where the shopper is on the way to an order: cart → details → confirmation. Steps already
 * passed link back (the confirmation has no way back: the order is placed).
 */
export function CheckoutSteps({ current, className }: { current: CheckoutStep; className?: string }) {
  const t = useShopT();
  const { locale } = useShop();
  const at = STEPS.indexOf(current);
  const hrefs: Partial<Record<CheckoutStep, string>> = at < 2 ? { cart: buildPath('cart', locale) } : {};
  return (
    <nav aria-label={t('checkout.steps.label')} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 sm:gap-x-2">
        {STEPS.map((step, index) => {
          const done = index < at;
          const label = t(`checkout.steps.${step}`);
          const href = done ? hrefs[step] : undefined;
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                index === at
                  ? 'border-primary bg-primary text-primary-foreground'
                  : done
                    ? 'border-success text-success'
                    : 'border-border text-muted-foreground',
              )}
            >
              {done ? <CheckIcon className="size-3.5" /> : index + 1}
            </span>
          );
          return (
            <li key={step} className="flex items-center gap-1.5 sm:gap-2">
              {index > 0 ? <span aria-hidden="true" className="h-px w-3 bg-border sm:w-10" /> : null}
              {href ? (
                <ShopLink
                  to={href}
                  className="inline-flex min-h-8 items-center gap-1.5 rounded-otthon font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {marker}
                  {label}
                </ShopLink>
              ) : (
                <span
                  aria-current={index === at ? 'step' : undefined}
                  className={cn('inline-flex min-h-8 items-center gap-1.5', index === at ? 'font-semibold' : 'text-muted-foreground')}
                >
                  {marker}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
