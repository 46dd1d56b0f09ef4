import { buildPath, useShop } from 'otthon';
import { buttonVariants, LoginForm } from 'otthon/components';
import { data, useNavigate, useSearchParams } from 'react-router';
import { redirectIfLoggedIn } from '../lib/auth-redirect.server.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { RETURN_PARAM, safeReturnPath } from '../lib/return-path.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink, ShopLink } from '../shell/shop-link.js';

export async function loader({ request, context }: ShopLoaderArgs) {
  await redirectIfLoggedIn(request, context);
  return data({ fallback: {} } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta = personalMeta('auth-login');
export const headers = personalHeaders;

/**
 * Login (requirements §4, §7): e-mail and password with the autocomplete tokens password managers use,
 * paste allowed, the server's answers (wrong password, inactive account, too many attempts) on
 * the form; afterwards the page the shopper came from (`?redirect=`, this site's paths only).
 * The visitor's cart and favourites join the account (the server merges them).
 */
export default function LoginScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get(RETURN_PARAM));
  const registerPath = returnTo
    ? `${buildPath('auth-register', locale)}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`
    : buildPath('auth-register', locale);

  return (
    <div data-screen="auth-login" className="mx-auto grid w-full max-w-4xl gap-8 pb-8 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
      <section aria-labelledby="login-title" className="flex flex-col gap-5 rounded-otthon border border-border bg-surface p-5 md:p-8">
        <div className="flex flex-col gap-1">
          <h1 id="login-title" className="text-3xl font-semibold tracking-tight">
            {t('routes.auth-login.title')}
          </h1>
          <p className="text-muted-foreground">{t('authPage.loginIntro')}</p>
        </div>
        <LoginForm
          registerHref={null}
          renderLink={renderShopLink}
          onSuccess={() => void navigate(returnTo ?? buildPath('account', locale), { replace: true })}
        />
      </section>
      <aside aria-labelledby="login-new" className="flex flex-col gap-3 rounded-otthon bg-accent p-5 text-accent-foreground">
        <h2 id="login-new" className="text-lg font-semibold">
          {t('auth.login.noAccount')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>{t('authPage.benefitOrders')}</li>
          <li>{t('authPage.benefitFavourites')}</li>
          <li>{t('authPage.benefitCheckout')}</li>
        </ul>
        <ShopLink to={registerPath} className={buttonVariants({ variant: 'outline' })}>
          {t('auth.login.register')}
        </ShopLink>
      </aside>
    </div>
  );
}
