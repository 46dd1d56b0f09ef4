import { buildPath, useAccount, useAuth, useShop, useSubmit } from 'otthon';
import { CheckboxField, FormMessage, PhoneField, SubmitButton, TextField } from 'otthon/components';
import { type FormEvent, useState } from 'react';
import { data } from 'react-router';
import type { Account } from '../lib/api-types.js';
import type { ShopLoaderArgs } from '../lib/load-context.js';
import { orLogin } from '../lib/login-required.server.js';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import type { ScreenData } from '../lib/screen-data.js';
import { apiCookieHeaders, shopRequest } from '../lib/shop-data.server.js';
import { useShopT } from '../lib/use-shop-t.js';
import { AccountNav } from '../parts/account-parts.js';
import { useShopDate } from '../parts/order-parts.js';
import { ShopLink } from '../shell/shop-link.js';

/** The logged-in customer with their counts; a visitor is sent to the login page and back. */
export async function loader({ request, context }: ShopLoaderArgs) {
  const { key } = shopRequest(request);
  const account = await orLogin(context.shop.account(), request, context);
  return data({ fallback: { [key('account')]: account } } satisfies ScreenData, { headers: apiCookieHeaders(context) });
}

export const meta = personalMeta('account');
export const headers = personalHeaders;

interface ProfileValues {
  firstname: string;
  lastname: string;
  phone: string;
  is_newsletter_subscription: boolean;
}

const profileOf = (account: Account): ProfileValues => ({
  firstname: account.user.firstname,
  lastname: account.user.lastname,
  phone: account.user.phone ? String(account.user.phone) : '',
  is_newsletter_subscription: account.user.is_newsletter_subscription,
});

/** Name, phone and the newsletter choice, saved with `PUT /api/account`; the server's field errors next to the fields. */
function ProfileForm({ account }: { account: Account }) {
  const t = useShopT();
  const { api } = useShop();
  const { mutate: reloadUser } = useAuth();
  const { mutate: reloadAccount } = useAccount();
  const [values, setValues] = useState(() => profileOf(account));
  const [missing, setMissing] = useState<Partial<Record<'firstname' | 'lastname', string>>>({});
  const save = useSubmit((body: ProfileValues) => api.updateAccount({ ...body, phone: body.phone.trim() || null }));
  const set = <Name extends keyof ProfileValues>(name: Name, value: ProfileValues[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (save.status !== 'submitting') save.reset();
  };
  const serverError = (name: keyof ProfileValues) => save.fieldErrors[name]?.[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim() };
    const empty = {
      ...(body.firstname ? {} : { firstname: t('forms.errors.required') }),
      ...(body.lastname ? {} : { lastname: t('forms.errors.required') }),
    };
    setMissing(empty);
    if (Object.keys(empty).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${Object.keys(empty)[0]}"]`)?.focus();
      return;
    }
    const result = await save.submit(body);
    if (result.ok) await Promise.all([reloadUser(), reloadAccount()]);
  };

  const failure = save.status === 'error' && Object.keys(save.fieldErrors).length === 0 ? (save.messageKey ? t(save.messageKey) : save.message) : undefined;
  return (
    <form method="post" noValidate onSubmit={onSubmit} data-slot="profile-form" className="flex flex-col gap-4">
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {save.status === 'success' ? <FormMessage tone="success">{t('accountPage.saved')}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="lastname"
          autoComplete="family-name"
          label={t('fields.lastName')}
          value={values.lastname}
          onChange={(event) => set('lastname', event.target.value)}
          error={missing.lastname ?? serverError('lastname')}
          required
        />
        <TextField
          name="firstname"
          autoComplete="given-name"
          label={t('fields.firstName')}
          value={values.firstname}
          onChange={(event) => set('firstname', event.target.value)}
          error={missing.firstname ?? serverError('firstname')}
          required
        />
      </div>
      <PhoneField
        name="phone"
        label={
          <>
            {t('fields.phone')} <span className="font-normal text-muted-foreground">({t('forms.optional')})</span>
          </>
        }
        description={t('forms.hints.phone')}
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={serverError('phone')}
      />
      <CheckboxField
        name="is_newsletter_subscription"
        label={t('checkout.newsletter')}
        checked={values.is_newsletter_subscription}
        onCheckedChange={(checked) => set('is_newsletter_subscription', checked === true)}
        error={serverError('is_newsletter_subscription')}
      />
      <SubmitButton busy={save.status === 'submitting'} busyLabel={t('forms.submitting')} className="self-start">
        {t('accountPage.save')}
      </SubmitButton>
    </form>
  );
}

const countBox = 'flex h-full flex-col gap-1 rounded-otthon border border-border bg-surface p-4';

/** A count of the account; with a page of its own it links there. */
function Count({ label, value, href }: { label: string; value: number; href?: string }) {
  const content = (
    <>
      <span className="text-3xl font-semibold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <ShopLink to={href} className={`${countBox} outline-none hover:border-input focus-visible:ring-2 focus-visible:ring-ring`}>
          {content}
        </ShopLink>
      ) : (
        <div className={countBox}>{content}</div>
      )}
    </li>
  );
}

/** The customer's account: who they are, how many orders, quotes and favourites they have, the profile form and logout. */
export default function AccountScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const date = useShopDate();
  const { data: account } = useAccount();

  return (
    <div data-screen="account" className="flex flex-col gap-6 pb-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{t('routes.account.title')}</h1>
        {account ? <p className="text-lg text-muted-foreground">{t('accountPage.greeting', { name: account.user.name })}</p> : null}
      </div>
      <AccountNav />
      {account ? (
        <>
          <section aria-labelledby="account-overview" className="flex flex-col gap-3">
            <h2 id="account-overview" className="text-xl font-semibold">
              {t('accountPage.overview')}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Count label={t('accountPage.orders', { count: account.orders_count })} value={account.orders_count} href={buildPath('account-orders', locale)} />
              <Count label={t('accountPage.offers', { count: account.offers_count })} value={account.offers_count} />
              <Count
                label={t('accountPage.favourites', { count: account.favourites_count })}
                value={account.favourites_count}
                href={buildPath('favourites', locale)}
              />
            </ul>
          </section>
          <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
            <section aria-labelledby="account-details" className="flex flex-col gap-3 rounded-otthon border border-border bg-surface p-4 md:p-5">
              <h2 id="account-details" className="text-lg font-semibold">
                {t('accountPage.details')}
              </h2>
              <dl className="flex flex-col gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t('fields.email')}</dt>
                  <dd className="font-medium wrap-anywhere">{account.user.email}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('accountPage.memberSince')}</dt>
                  <dd>
                    <time dateTime={account.user.created_at}>{date(account.user.created_at)}</time>
                  </dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="account-profile" className="flex flex-col gap-4 rounded-otthon border border-border bg-surface p-4 md:p-5">
              <h2 id="account-profile" className="text-lg font-semibold">
                {t('accountPage.profile')}
              </h2>
              <ProfileForm account={account} />
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}
