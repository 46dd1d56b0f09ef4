import { buildPath, useShop } from 'otthon';
import { RegistrationForm } from 'otthon/components';
import { data, useNavigate, useSearchParams } from 'react-router';
import { redirectIfLoggedIn } from '../lib/auth-redirect.server.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { loginPath, RETURN_PARAM } from '../lib/return-path.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { inlineLink, renderShopLink, ShopLink } from '../shell/shop-link.js';

export async function loader({ request, context }: ShopLoaderArgs) {
  await redirectIfLoggedIn(request, context);
  return data({ fallback: {} } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta = personalMeta('auth-register');
export const headers = personalHeaders;

/**
 * Registration (requirements §5): name, e-mail, optional phone, the password twice, the newsletter tick,
 * the privacy and terms consents (asterisks, links to their pages) and the bot challenge of the
 * local provider. The activation e-mail links to this site's activation page.
 */
export default function RegisterScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  return (
    <div data-screen="auth-register" className="mx-auto flex w-full max-w-2xl flex-col gap-5 pb-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('routes.auth-register.title')}</h1>
        <p className="text-muted-foreground">
          {t('auth.register.haveAccount')}{' '}
          <ShopLink to={loginPath(locale, search.get(RETURN_PARAM))} className={inlineLink}>
            {t('auth.login.submit')}
          </ShopLink>
        </p>
      </div>
      <div className="rounded-otthon border border-border bg-surface p-5 md:p-8">
        <RegistrationForm renderLink={renderShopLink} onSuccess={(email) => void navigate(buildPath('auth-register-success', locale), { state: { email } })} />
      </div>
    </div>
  );
}
