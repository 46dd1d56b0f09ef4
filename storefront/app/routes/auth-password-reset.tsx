import { PasswordResetForm } from 'otthon/components';
import { useParams } from 'react-router';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { renderShopLink } from '../shell/shop-link.js';

export const meta = personalMeta('auth-password-reset');
export const headers = personalHeaders;

/** A new password from the e-mailed reset link: entered twice; an invalid or expired link says so and offers a new one. */
export default function PasswordResetScreen() {
  const t = useShopT();
  const token = useParams().token ?? '';
  return (
    <div data-screen="auth-password-reset" className="mx-auto flex w-full max-w-xl flex-col gap-5 pb-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('routes.auth-password-reset.title')}</h1>
        <p className="text-muted-foreground">{t('authPage.resetIntro')}</p>
      </div>
      <div className="rounded-otthon border border-border bg-surface p-5 md:p-8">
        <PasswordResetForm token={token} renderLink={renderShopLink} />
      </div>
    </div>
  );
}
