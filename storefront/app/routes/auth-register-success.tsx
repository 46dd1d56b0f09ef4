import { buildPath, useShop } from 'otthon';
import { buttonVariants, CheckIcon } from 'otthon/components';
import { useLocation } from 'react-router';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

export const meta = personalMeta('auth-register-success');
export const headers = personalHeaders;

/** After registration: the activation e-mail is on its way (to the address given, when this page knows it). */
export default function RegisterSuccessScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const location = useLocation();
  // The address comes with the navigation from the form; a reload no longer knows it.
  const email = (location.state as { email?: unknown } | null)?.email;

  return (
    <div data-screen="auth-register-success" className="mx-auto flex w-full max-w-2xl flex-col gap-5 pb-8">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight">
        <CheckIcon className="size-8 shrink-0 text-success" />
        {t('routes.auth-register-success.title')}
      </h1>
      <p className="text-lg">{typeof email === 'string' && email ? t('auth.register.success.text', { email }) : t('authPage.registeredText')}</p>
      <p className="text-muted-foreground">{t('authPage.registeredHint')}</p>
      <div className="flex flex-wrap gap-3">
        <ShopLink to={buildPath('auth-login', locale)} className={buttonVariants({ variant: 'primary' })}>
          {t('auth.login.submit')}
        </ShopLink>
        <ShopLink to={buildPath('index', locale)} className={buttonVariants({ variant: 'outline' })}>
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    </div>
  );
}
