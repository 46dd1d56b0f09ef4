import { type ActionResult, buildPath, useAuth, useShop } from 'otthon';
import { Button, buttonVariants, FormMessage, Spinner } from 'otthon/components';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { personalHeaders, personalMeta } from '../lib/personal-screen.js';
import { useShopT } from '../lib/use-shop-t.js';
import { ShopLink } from '../shell/shop-link.js';

export const meta = personalMeta('auth-activate');
export const headers = personalHeaders;

const ACTIVATED = 'otthon:activated:';

/**
 * One activation per token and page: a token works once, so a second request (React's double
 * effects in development, a remount) must join the first instead of failing on a used token.
 */
const attempts = new Map<string, Promise<ActionResult>>();

function activateOnce(token: string, activate: (token: string) => Promise<ActionResult>): Promise<ActionResult> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = activate(token);
    attempts.set(token, attempt);
    // A failure that may pass on a retry (network, rate limit) can be tried again.
    void attempt.then((result) => {
      if (!result.ok && result.error?.status !== 404) attempts.delete(token);
    });
  }
  return attempt;
}

function rememberedActivation(token: string): boolean {
  try {
    return sessionStorage.getItem(ACTIVATED + token) === '1';
  } catch {
    return false;
  }
}

type ActivationState = 'pending' | 'success' | 'invalid' | 'failed';

/**
 * Account activation from the e-mailed link: the token of the address is sent once
 * (`POST /api/auth/activate`); then the account is active (log in), or the link is invalid or
 * expired (register again or log in). A reload of a successful activation still says so.
 */
export default function ActivateScreen() {
  const t = useShopT();
  const { locale } = useShop();
  const { activate } = useAuth();
  const token = useParams().token ?? '';
  const [state, setState] = useState<ActivationState>('pending');
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger: the retry button sends the token once more
  useEffect(() => {
    if (rememberedActivation(token)) {
      setState('success');
      return;
    }
    let current = true;
    setState('pending');
    void activateOnce(token, activate).then((result) => {
      if (!current) return;
      if (result.ok) {
        try {
          sessionStorage.setItem(ACTIVATED + token, '1');
        } catch {
          // Without storage a reload says the link is used; the account is active all the same.
        }
      }
      setState(result.ok ? 'success' : result.error?.status === 404 ? 'invalid' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [token, activate, round]);

  return (
    <div data-screen="auth-activate" data-state={state} className="mx-auto flex w-full max-w-2xl flex-col gap-5 pb-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t('routes.auth-activate.title')}</h1>
      {state === 'pending' ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <Spinner size="sm" decorative />
          {t('auth.activate.pending')}
        </p>
      ) : null}
      {state === 'success' ? <FormMessage tone="success">{t('auth.activate.success')}</FormMessage> : null}
      {state === 'invalid' ? <FormMessage tone="error">{t('auth.activate.failed')}</FormMessage> : null}
      {state === 'failed' ? <FormMessage tone="error">{t('errors.generic')}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        {state === 'failed' ? (
          <Button type="button" onClick={() => setRound((value) => value + 1)}>
            {t('common.retry')}
          </Button>
        ) : null}
        {state === 'success' || state === 'invalid' ? (
          <ShopLink to={buildPath('auth-login', locale)} className={buttonVariants({ variant: state === 'success' ? 'primary' : 'outline' })}>
            {t('auth.login.submit')}
          </ShopLink>
        ) : null}
        {state === 'invalid' ? (
          <ShopLink to={buildPath('auth-register', locale)} className={buttonVariants({ variant: 'outline' })}>
            {t('auth.login.register')}
          </ShopLink>
        ) : null}
      </div>
    </div>
  );
}
