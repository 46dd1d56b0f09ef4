import { cva } from 'class-variance-authority';
import { Fragment, type ReactNode, useId } from 'react';
import type { PaymentMethodProvider } from '../contract/cart.js';
import type { Seller } from '../contract/content.js';
import type { Locale, PAYMENT_PROVIDERS } from '../domain/constants.js';
import { useCart, useInit, useShop } from '../hooks/index.js';
import { cn } from './cn.js';
import { ExternalLinkIcon } from './icons.js';
import type { Translator } from '../i18n/translate.js';
import { type LabelOverrides, useT } from './use-t.js';

/**
 * What checkout says of each outside provider: its name (the mark in the payment picker), the
 * company that processes the shopper's data, its payment information page for shoppers in their
 * language (where the mark links) and the privacy notice its data-transfer declaration links (SimplePay).
 */
// Kept with the component (not in the domain constants), so that only the checkout's code carries it.
export const PAYMENT_PROVIDER_PAGES: Readonly<
  Record<(typeof PAYMENT_PROVIDERS)[number], { name: string; company: string; information: Readonly<Record<Locale, string>>; privacy: string | null }>
> = {
  // SimplePay Zrt. was OTP Mobil Kft. until 2023; its declaration template names the processor.
  simplepay: {
    name: 'SimplePay',
    company: 'SimplePay Zrt.',
    information: { hu: 'https://simplepay.hu/vasarlo-aff/', en: 'https://simplepay.hu/vasarlo-aff/' },
    privacy: 'https://simplepay.hu/adatkezelesi-tajekoztatok/',
  },
  barion: {
    name: 'Barion',
    company: 'Barion Payment Zrt.',
    information: { hu: 'https://www.barion.com/hu/', en: 'https://www.barion.com/en/' },
    privacy: null,
  },
};

const keyed = (parts: ReactNode[]) => parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

/** Looks of {@link PaymentProviderNotice}: SimplePay's declaration is a framed text; Barion's a line. */
const paymentProviderNoticeVariants = cva('text-sm wrap-anywhere', {
  variants: {
    provider: {
      simplepay: 'flex flex-col gap-2 rounded-otthon border border-border bg-surface p-3 text-muted-foreground',
      barion: 'text-muted-foreground',
    },
  },
});

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** A link to a provider's page: a new tab, and its name says so. */
function ProviderLink({ href, external, children }: { href: string; external: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" data-slot="payment-provider-link" className={linkClass}>
      {children} <span className="sr-only">{external}</span>
    </a>
  );
}

export interface PaymentProviderMarkProps {
  provider: PaymentMethodProvider;
  /**
   * The shop's own logo of the provider, shown instead of its name. Decoration: the link names
   * the provider, so give an image an empty `alt`.
   * @default the provider's name as text
   */
  logo?: ReactNode;
  /** Replaces messages (`checkout.payment.providerMark`, `common.externalLink`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The provider that takes a payment method, as a mark linking to the provider's payment
 * information for shoppers (in a new tab). Shown on the method's card by `PaymentMethodPicker`.
 *
 * @example <PaymentProviderMark provider="simplepay" logo={<img src={simplePayLogo} alt="" />} />
 */
function PaymentProviderMark({ provider, logo, labels, className }: PaymentProviderMarkProps) {
  const t = useT(labels);
  const { locale } = useShop();
  const page = PAYMENT_PROVIDER_PAGES[provider];
  return (
    <a
      data-slot="payment-provider-mark"
      data-provider={provider}
      href={page.information[locale]}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-otthon border border-border bg-surface px-2 py-1 text-sm font-semibold text-foreground',
        'outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span aria-hidden="true">{logo ?? page.name}</span>
      <ExternalLinkIcon className="size-3.5 text-muted-foreground" />
      {/* Starts with the name shown, so voice control finds the link by what is on screen. */}
      <span className="sr-only">
        {t('checkout.payment.providerMark', { provider: page.name })} {t('common.externalLink')}
      </span>
    </a>
  );
}

export interface PaymentProviderNoticeProps {
  /** Whose notice to show. @default the provider of the cart's chosen payment method (none: nothing is shown) */
  provider?: PaymentMethodProvider | null;
  /** The company that sells, which SimplePay's declaration names. @default `useInit().data.seller` */
  seller?: Seller;
  /** Replaces messages (`checkout.payment.simplepay.*`, `checkout.payment.barion.notice`, `checkout.payment.providerMark`, `common.externalLink`). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * What an outside card-payment provider requires the shop to say before the order is placed, shown
 * next to the place-order button: for SimplePay its data-transfer declaration ("Adattovábbítási
 * nyilatkozat": the seller as data controller hands the shopper's data to SimplePay as data
 * processor, with the data it sends and SimplePay's privacy notice); for Barion that payment
 * continues on Barion's page. Nothing for the shop's own gateway and offline methods.
 *
 * @example <PaymentProviderNotice />
 */
function PaymentProviderNotice({ provider: given, seller, labels, className }: PaymentProviderNoticeProps) {
  const t = useT(labels);
  const { locale } = useShop();
  const { cart, availablePaymentMethods } = useCart();
  const chosen = availablePaymentMethods.find((method) => method.id === cart?.payment_method);
  const provider = given === undefined ? (chosen?.provider ?? null) : given;
  if (provider === 'simplepay') return <SimplePayDeclaration seller={seller} t={t} className={className} />;
  if (provider !== 'barion') return null;
  const page = PAYMENT_PROVIDER_PAGES.barion;
  return (
    <p data-slot="payment-provider-notice" data-provider={provider} className={cn(paymentProviderNoticeVariants({ provider }), className)}>
      {t('checkout.payment.barion.notice')}{' '}
      <ProviderLink href={page.information[locale]} external={t('common.externalLink')}>
        {t('checkout.payment.providerMark', { provider: page.name })}
      </ProviderLink>
    </p>
  );
}

/** SimplePay's declaration; it asks for the shop's data (`useInit`) only when it is shown. */
function SimplePayDeclaration({ seller: given, t, className }: { seller: Seller | undefined; t: Translator; className: string | undefined }) {
  const { data: init } = useInit();
  const headingId = useId();
  const seller = given ?? init?.seller;
  const { company, privacy } = PAYMENT_PROVIDER_PAGES.simplepay;
  // The declaration names the seller; until the shop's data has arrived there is nothing to declare.
  if (!seller || !privacy) return null;
  return (
    <section
      data-slot="payment-provider-notice"
      data-provider="simplepay"
      aria-labelledby={headingId}
      className={cn(paymentProviderNoticeVariants({ provider: 'simplepay' }), className)}
    >
      <p id={headingId} className="font-semibold text-foreground">
        {t('checkout.payment.simplepay.title')}
      </p>
      <p data-slot="payment-provider-declaration">
        {t('checkout.payment.simplepay.declaration', { seller: seller.name, address: seller.address, website: seller.website, processor: company })}
      </p>
      <p>{t('checkout.payment.simplepay.data')}</p>
      <p>
        {keyed(
          t.rich<ReactNode>('checkout.payment.simplepay.purpose', {
            href: privacy,
            link: (chunks) => (
              <ProviderLink href={privacy} external={t('common.externalLink')}>
                {chunks}
              </ProviderLink>
            ),
          }),
        )}
      </p>
    </section>
  );
}

export { PaymentProviderMark, PaymentProviderNotice, paymentProviderNoticeVariants };
