import { localeFromPath } from 'otthon';
import { NewsletterForm } from 'otthon/components';
import type { MetaFunction } from 'react-router';
import { shopTranslator } from '../lib/i18n.js';
import { pageMeta } from '../lib/seo.js';
import { useShopT } from '../lib/use-shop-t.js';

export const meta: MetaFunction = ({ matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  return pageMeta(matches, { pathname: location.pathname, title: t('routes.newsletter.title'), description: t('newsletterPage.description') });
};

/** The newsletter signup (requirements §5: a full name and an e-mail), with what subscribers get. */
export default function NewsletterScreen() {
  const t = useShopT();
  const benefits = ['newsletterPage.benefits.arrivals', 'newsletterPage.benefits.offers', 'newsletterPage.benefits.ideas'] as const;
  return (
    <div data-screen="newsletter" className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2 md:items-start">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.newsletter.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('newsletter.text')}</p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {benefits.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t('newsletterPage.unsubscribe')}</p>
      </div>
      <section aria-labelledby="newsletter-form-heading" className="rounded-otthon border border-border bg-surface p-6">
        <h2 id="newsletter-form-heading" className="mb-4 text-xl font-semibold">
          {t('newsletter.title')}
        </h2>
        <NewsletterForm showIntro={false} />
      </section>
    </div>
  );
}
