import { buildPath, localeFromPath, productSlugSegments, useDataSheet, useProducts, useShop } from 'otthon';
import { Button, Image, LegalGuaranteeNotice, Price, ProductSafety } from 'otthon/components';
import { data, type MetaFunction, useLoaderData } from 'react-router';
import { FinderForm, MAX_QUERY_LENGTH } from '../catalogue/finder-form.js';
import { shopTranslator } from '../lib/i18n.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import type { ScreenData } from '../lib/screen-data.js';
import { pageMeta } from '../lib/seo.js';
import { apiCookieHeaders, notFound, orNotFound, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

const findQuery = (q: string) => ({ q, per_page: 24 });

/**
 * The printable data sheet (requirements §1) of `?product={id}`; an unknown or malformed id is a 404.
 * Without a product, `?q=` finds products by name or item number to open their sheet.
 */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { url, key } = shopRequest(request);
  const param = url.searchParams.get('product');
  if (param !== null) {
    if (!/^[1-9]\d{0,8}$/.test(param)) return notFound(request, context);
    const id = Number(param);
    const sheet = await orNotFound(context.shop.dataSheet(id), request, context);
    return data({ id, q: '', title: sheet.product.title, fallback: { [key('dataSheet', id)]: sheet } } satisfies ScreenData & Record<string, unknown>, {
      headers: apiCookieHeaders(context),
    });
  }
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const fallback: Record<string, unknown> = {};
  if (q) fallback[key('products', findQuery(q))] = await context.shop.products(findQuery(q));
  return data({ id: null, q, title: null, fallback } satisfies ScreenData & Record<string, unknown>, { headers: apiCookieHeaders(context) });
}

export const meta: MetaFunction<typeof loader> = ({ data: screen, matches, location }) => {
  const t = shopTranslator(localeFromPath(location.pathname));
  const name = t('routes.data-sheet.title');
  return pageMeta(matches, {
    pathname: location.pathname,
    title: screen?.title ? `${screen.title} – ${name}` : name,
    description: t('dataSheet.description'),
    // A product's sheet repeats its product page; only the finder is listed.
    noindex: Boolean(screen?.id || screen?.q),
  });
};

function Sheet({ id }: { id: number }) {
  const t = useShopT();
  const { locale } = useShop();
  const { data: sheet } = useDataSheet(id, { keepPreviousData: true });
  if (!sheet || sheet.product.id !== id) return null;
  const { product } = sheet;
  const productPath = buildPath('products-product_slug', locale, { product_slug: productSlugSegments(product) });
  return (
    <article data-screen="data-sheet" className="mx-auto flex max-w-4xl flex-col gap-8 print:max-w-none">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ShopLink to={productPath} className="inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-4 hover:no-underline">
          {t('dataSheet.backToProduct')}
        </ShopLink>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {t('dataSheet.print')}
        </Button>
      </div>
      <header className="grid items-start gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:grid-cols-[1fr_2fr]">
        {product.image ? (
          <Image image={product.image} sizes="(min-width: 600px) 33vw, 100vw" loading="eager" fetchPriority="high" className="rounded-otthon bg-muted" />
        ) : null}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{t('routes.data-sheet.title')}</p>
          <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">{product.title}</h1>
          {product.brand ? <p className="text-muted-foreground">{product.brand.name}</p> : null}
          <Price product={product} size="lg" showVat />
        </div>
      </header>
      <section aria-labelledby="sheet-rows">
        <h2 id="sheet-rows" className="text-xl font-semibold">
          {t('product.specifications')}
        </h2>
        <table className="mt-3 w-full border-collapse text-left">
          <tbody>
            {sheet.rows.map((row) => (
              <tr key={row.label} className="border-b border-border align-top">
                <th scope="row" className="w-1/3 py-2 pr-4 font-medium">
                  {row.label}
                </th>
                <td className="py-2 wrap-anywhere">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ProductSafety safety={sheet.safety} variant="sheet" />
      <LegalGuaranteeNotice />
      <p className="text-sm text-muted-foreground">{t('dataSheet.footer', { years: sheet.warranty_years })}</p>
    </article>
  );
}

function Finder({ q }: { q: string }) {
  const t = useShopT();
  const { locale } = useShop();
  const { data: results } = useProducts(q ? findQuery(q) : null, { keepPreviousData: true });
  return (
    <div data-screen="data-sheet-finder" className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.data-sheet.title')}</h1>
      <p className="text-lg text-muted-foreground">{t('dataSheet.intro')}</p>
      <FinderForm defaultValue={q} />
      {q && results ? (
        <section aria-labelledby="sheet-results">
          <h2 id="sheet-results" className="text-xl font-semibold">
            {t('search.results', { query: q })}
          </h2>
          {results.items.length === 0 ? (
            <p className="mt-3 text-muted-foreground">{t('search.noResults', { query: q })}</p>
          ) : (
            <ul className="mt-3 divide-y divide-border border-y border-border">
              {results.items.map((product) => (
                <li key={product.id}>
                  <ShopLink
                    to={`${buildPath('data-sheet', locale)}?product=${product.id}`}
                    className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 px-1 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="font-medium">{product.title}</span>
                    <span className="text-sm text-muted-foreground">{product.sku}</span>
                  </ShopLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The data sheet screen: a product's printable sheet, or the finder that leads to one. */
export default function DataSheetScreen() {
  const { id, q } = useLoaderData<typeof loader>();
  return id ? <Sheet id={id} /> : <Finder key={q} q={q} />;
}
