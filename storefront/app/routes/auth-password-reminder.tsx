import { buildPath, useShop } from 'otthon';
import { PasswordReminderForm } from 'otthon/components';
import { useSearchParams } from 'react-router';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { inlineLink, ShopLink } from '../shell/shop-link.js';

export const meta = personalMeta('auth-password-reminder');
export const headers = personalHeaders;

/**
 * A forgotten password: the e-mail address gets a link to this site's password-reset page
 * (requirements §7 `result_url`); the answer is the same whether or not the address has an account.
 */
export default function PasswordReminderScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const [search] = useSearchParams();

  return (
    <div data-screen="auth-password-reminder" className="mx-auto flex w-full max-w-xl flex-col gap-5 pb-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t('routes.auth-password-reminder.title')}</h1>
      <div className="rounded-otthon border border-border bg-surface p-5 md:p-8">
        <PasswordReminderForm defaultEmail={search.get('email') ?? ''} />
      </div>
      <p className="text-sm">
        <ShopLink to={buildPath('auth-login', locale)} className={inlineLink}>
          {t('authPage.backToLogin')}
        </ShopLink>
      </p>
    </div>
  );
}
