import { buildPath, localeFromPath, useShop, useShowroom } from 'otthon';
import { ContactForm, MapPinIcon, ProjectContactForm, ShowroomHours } from 'otthon/components';
import { data, type MetaFunction } from 'react-router';
import { shopTranslator } from '../lib/i18n.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

/** The contact details are the showroom's: its address, phone, e-mail and hours. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const showroom = await context.shop.showroom();
  return data({ fallback: { [key('showroom')]: showroom } } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  return pageMeta(matches, { pathname: location.pathname, title: t('routes.contact.title'), description: t('contactPage.description') });
};

const contactLink = 'inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-4 hover:no-underline';

/**
 * Contact (requirements §1): how to reach the shop, the contact form and the project contact form
 * (name, e-mail, phone, message), both guarded by the local, invisible bot challenge.
 */
export default function ContactScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { data: showroom } = useShowroom({ keepPreviousData: true });
  return (
    <div data-screen="contact" className="flex flex-col gap-10">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.contact.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('contactPage.intro')}</p>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <aside aria-labelledby="contact-details" className="flex flex-col gap-6">
          <section className="flex flex-col gap-3 rounded-otthon border border-border bg-surface p-6">
            <h2 id="contact-details" className="text-xl font-semibold">
              {t('contactPage.details')}
            </h2>
            {showroom ? (
              <address className="flex flex-col gap-1 not-italic">
                <span className="font-medium">{showroom.name}</span>
                <span className="flex items-start gap-2">
                  <MapPinIcon className="mt-0.5 size-4 text-muted-foreground" />
                  <span>
                    {showroom.address.zipcode} {showroom.address.city}, {showroom.address.street}
                  </span>
                </span>
                <span>
                  {t('contactPage.phone')}:{' '}
                  <a className={contactLink} href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}>
                    {showroom.phone}
                  </a>
                </span>
                <span>
                  {t('contactPage.email')}:{' '}
                  <a className={contactLink} href={`mailto:${showroom.email}`}>
                    {showroom.email}
                  </a>
                </span>
              </address>
            ) : null}
            <ShopLink to={buildPath('showroom', locale)} className={contactLink}>
              {t('contactPage.showroomLink')}
            </ShopLink>
          </section>
          <ShowroomHours
            showroom={showroom}
            variant="compact"
            showAddress={false}
            showRoutes={false}
            className="rounded-otthon border border-border bg-surface p-6"
          />
        </aside>

        <div className="flex flex-col gap-12">
          <section aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <h2 id="contact-form-heading" className="text-xl font-semibold">
                {t('contactPage.formTitle')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('contactPage.formText')}</p>
            </div>
            <ContactForm />
          </section>
          <ProjectContactForm headingLevel={2} className="rounded-otthon border border-border bg-surface p-6" />
        </div>
      </div>
    </div>
  );
}
