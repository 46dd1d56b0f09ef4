import {
  buildPath,
  createApiClient,
  createShopApi,
  type Locale,
  LOCALES,
  matchPath,
  productSlugSegments,
  type RouteName,
  routeTable,
  type ShopApi,
} from 'otthon';
import { screens } from '../../app/screens.js';
import { apiSession } from './shop.js';

/** One route of the table in one language, at a real address of the running shop. */
export interface RouteSample {
  name: RouteName;
  locale: Locale;
  /** The address to visit, or null when the shop has nothing to show there yet. */
  path: string | null;
  /** Why there is no address. */
  missing?: string;
  /** What the page is about, for its expected heading (a product's or page's title). */
  title?: string;
  /** The screen is the logged-in customer's own: it is visited logged in (a visitor is sent to the login page). */
  loggedIn?: boolean;
}

type Answer<Call extends keyof ShopApi> = Awaited<ReturnType<ShopApi[Call]>>;

function shopIn(baseUrl: string, locale: Locale, cookie = ''): ShopApi {
  return createShopApi(createApiClient({ origin: baseUrl, locale, cookie }));
}

const path = (name: RouteName, locale: Locale, params: object = {}) =>
  (buildPath as (route: RouteName, language: Locale, values: object) => string)(name, locale, params);

/** A guest places an order and a quote request through the API, for the order and offer screens. */
async function placeOrderAndOffer(baseUrl: string): Promise<{ orderHash: string; offerHash: string }> {
  // From an address of its own: unpaid orders are limited per client address, and the journeys
  // before this one have placed theirs from the browser's.
  const shop = apiSession(baseUrl, 'hu', '198.51.100.77');
  await shop.csrfCookie();
  const { items } = await shop.products({ per_page: 24, in_stock: true });
  // The best-stocked product: the journeys before may have sold or reserved the last pieces of others.
  const product = [...items].sort((a, b) => b.quantity - a.quantity)[0];
  if (!product) throw new Error('No product in stock to order.');
  const countries = await shop.countries();
  const hungary = countries.find((country) => country.code === 'HU') ?? countries[0]!;
  const customer = {
    email: 'e2e.shopper@example.hu',
    phone: '+36 30 123 4567',
    invoice_data: {
      is_company: false,
      name: 'Teszt Elek',
      company_name: null,
      tax_number: null,
      country_id: hungary.id,
      zipcode: '1051',
      city: 'Budapest',
      address: 'Nádor utca 1.',
    },
    is_delivery_same_as_invoice: true,
  };
  const consents = { is_newsletter_subscription: false, comment: null, accept_privacy: true as const, accept_terms: true as const };

  const fillCart = async () => {
    await shop.addCartProduct({ product_id: product.id, quantity: 1 });
    await shop.updateCustomer(customer);
    const cart = await shop.setDeliveryMethod((await shop.cart()).delivery_methods[0]!.id);
    const delivery = cart.delivery_methods.find((method) => method.id === cart.delivery_method) ?? cart.delivery_methods[0]!;
    const offline = cart.payment_methods.find((method) => delivery.payment_ids.includes(method.id) && !method.is_online);
    await shop.setPaymentMethod((offline ?? cart.payment_methods.find((method) => delivery.payment_ids.includes(method.id)))!.id);
  };

  await fillCart();
  const order = await shop.placeOrder({ ...consents, transaction_result_url: `${baseUrl}${path('checkout-result', 'hu')}` }, `e2e-order-${Date.now()}`);
  await fillCart();
  const offer = await shop.placeOffer({ ...consents, transaction_result_url: `${baseUrl}${path('offer-result', 'hu')}` }, `e2e-offer-${Date.now()}`);
  return { orderHash: order.order_hash, offerHash: offer.offer_hash };
}

function contentLinks(items: Answer<'init'>['menu']['header']): Array<{ slug: string; title: string }> {
  return items.flatMap((item) => [
    ...(item.link.type === 'content' && item.link.slug ? [{ slug: item.link.slug, title: item.title }] : []),
    ...contentLinks(item.children),
  ]);
}

/**
 * A real address for every route of the table in both languages (requirements §2): the first product,
 * category and blog article of the catalogue, a CMS page only the catch-all reaches, an order
 * and a quote request placed for the purpose, and placeholder tokens (an invalid link still has
 * its page).
 */
export async function routeSamples(baseUrl: string): Promise<RouteSample[]> {
  let placed: Promise<{ orderHash: string; offerHash: string }> | undefined;
  const placedOnce = () => (placed ??= placeOrderAndOffer(baseUrl));

  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => {
      const shop = shopIn(baseUrl, locale);
      const [products, categories, blog, init] = await Promise.all([
        shop.products({ per_page: 1 }),
        shop.categories(),
        shop.blogPosts({ per_page: 1 }),
        shop.init(),
      ]);
      const product = products.items[0];
      const category = categories.find((entry) => entry.parent_id === null) ?? categories[0];
      const post = blog.items[0];
      const cmsOnly = contentLinks([...init.menu.header, ...init.menu.footer]).find((link) => matchPath(`/${locale}/${link.slug}`)?.name === 'page_slug');

      return Promise.all(
        routeTable.map(async ({ name }): Promise<RouteSample> => {
          const sample = (params: object, title?: string): RouteSample => ({ name, locale, path: path(name, locale, params), ...(title ? { title } : {}) });
          const missing = (why: string): RouteSample => ({ name, locale, path: null, missing: why });
          switch (name) {
            case 'products-product_slug':
              return product ? sample({ product_slug: productSlugSegments(product) }, product.title) : missing('the catalogue has no product');
            case 'categories-category_slug':
              return category ? sample({ category_slug: category.slugs }, category.title) : missing('the catalogue has no category');
            case 'blog-slug':
              return post ? sample({ slug: post.slug }, post.title) : missing('the blog has no article');
            case 'page_slug':
              return cmsOnly ? sample({ page_slug: cmsOnly.slug }, cmsOnly.title) : missing('no menu links to a CMS page outside the static ones');
            case 'orders-order_hash':
            case 'checkout-result-order_hash':
              return placedOnce().then(
                ({ orderHash }) => sample({ order_hash: orderHash }),
                (error: unknown) => missing(`an order could not be placed: ${(error as Error).message}`),
              );
            case 'checkout-offer-offer_hash':
              return placedOnce().then(
                ({ offerHash }) => sample({ offer_hash: offerHash }),
                (error: unknown) => missing(`a quote request could not be placed: ${(error as Error).message}`),
              );
            case 'auth-activate':
            case 'auth-password-reset':
              return sample({ token: 'e2e-expired-token' });
            case 'account':
            case 'account-orders':
              return { ...sample({}), loggedIn: true };
            default: {
              const own = sample({});
              if (screens[name] !== 'routes/cms-page.tsx') return own;
              // A static information page is a CMS page: its heading is the page's title.
              const slug = own.path!.split('/').slice(2).join('/');
              const page = await shop.page(slug).catch(() => null);
              return page ? { ...own, title: page.title } : own;
            }
          }
        }),
      );
    }),
  );
  return perLocale.flat();
}
