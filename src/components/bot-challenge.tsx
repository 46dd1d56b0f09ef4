import { cva } from 'class-variance-authority';
import { type HTMLAttributes, useEffect, useMemo, useRef } from 'react';
import { type BotChallengeProvider, type BotChallengeState, createLocalBotChallengeProvider, useBotChallenge, useShop } from '../hooks/index.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { CheckIcon, ShieldIcon, WarningIcon } from './icons.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

const botChallengeVariants = cva('flex flex-wrap items-center gap-x-3 gap-y-2 rounded-otthon border bg-surface px-3 py-2 text-sm text-foreground', {
  variants: {
    state: {
      unloaded: 'border-border',
      loading: 'border-border',
      ready: 'border-success',
      error: 'border-danger',
    },
  },
  defaultVariants: { state: 'unloaded' },
});

interface BotChallengeViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Submits the token under this name inside a form (the contract's `bot_token`). @default 'bot_token' */
  name?: string;
  /** Replaces messages: `auth.botChallenge.label`, `botChallenge.*`, `errors.botChallenge.loadFailed`, `common.retry`. */
  labels?: LabelOverrides;
}

export interface BotChallengeProps extends BotChallengeViewProps {
  /**
   * The state of a challenge a form already runs (`useBotChallenge()`), e.g. from a form's
   * `renderBotChallenge`. Leave it out to run one here with `provider`.
   */
  challenge?: BotChallengeState;
  /** The widget: Turnstile, or the local invisible one (`POST /api/bot-challenge`) by default. */
  provider?: BotChallengeProvider;
  /** Hears every fresh token, and `null` when it expires or is used. */
  onTokenChange?(token: string | null): void;
}

function BotChallengeView({ challenge, name = 'bot_token', labels, className, ...props }: BotChallengeViewProps & { challenge: BotChallengeState }) {
  const t = useT(labels);
  const { state, token, reset } = challenge;
  // A ready challenge without a token is fetching one: the first, or the one after the 295 s reset.
  const status =
    state === 'error'
      ? t('errors.botChallenge.loadFailed')
      : state === 'loading' || (state === 'ready' && !token)
        ? t('botChallenge.loading')
        : state === 'ready'
          ? t('botChallenge.ready')
          : t('botChallenge.unloaded');
  return (
    <div
      data-slot="bot-challenge"
      data-state={state}
      data-token={token ? 'ready' : 'none'}
      role="group"
      aria-label={t('auth.botChallenge.label')}
      className={cn(botChallengeVariants({ state }), className)}
      {...props}
    >
      <ShieldIcon className="size-4 text-muted-foreground" />
      <span className="font-medium">{t('auth.botChallenge.label')}</span>
      {/* Polite, so each state is said as it comes; the load error interrupts. */}
      <span data-slot="bot-challenge-status" role="status" className="flex items-center gap-2 text-muted-foreground">
        {state === 'error' ? null : state === 'ready' && token ? (
          <CheckIcon className="size-4 text-success" />
        ) : state === 'unloaded' ? null : (
          <Spinner size="sm" decorative />
        )}
        {state === 'error' ? null : status}
      </span>
      {state === 'error' ? (
        <span data-slot="bot-challenge-error" role="alert" className="flex items-center gap-2 font-medium text-danger">
          <WarningIcon className="size-4" />
          {status}
        </span>
      ) : null}
      {state === 'error' ? (
        <Button type="button" variant="outline" size="sm" onClick={reset}>
          {t('common.retry')}
        </Button>
      ) : null}
      {token ? <input type="hidden" name={name} value={token} /> : null}
    </div>
  );
}

function BotChallengeRunner({ provider, onTokenChange, ...props }: BotChallengeViewProps & Pick<BotChallengeProps, 'provider' | 'onTokenChange'>) {
  const { api } = useShop();
  const local = useMemo(() => createLocalBotChallengeProvider(api), [api]);
  const challenge = useBotChallenge({ provider: provider ?? local });
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (challenge.token === reported.current) return;
    reported.current = challenge.token;
    onTokenChange?.(challenge.token);
  }, [challenge.token, onTokenChange]);
  return <BotChallengeView challenge={challenge} {...props} />;
}

/**
 * The bot check of a form, with a pluggable provider (Turnstile, or the local invisible one) and
 * never a puzzle. Its state is `data-state` (unloaded, loading, ready) and is said
 * politely as it changes; the token renews itself every 295 seconds and rides along as
 * a hidden `bot_token` field. A script that fails to load shows and announces 'Failed to load
 * Turnstile.' with a retry.
 *
 * @example
 * <BotChallenge onTokenChange={setToken} />
 * <RegistrationForm renderBotChallenge={(challenge) => <BotChallenge challenge={challenge} />} />
 */
function BotChallenge({ challenge, provider, onTokenChange, ...props }: BotChallengeProps) {
  if (challenge) return <BotChallengeView challenge={challenge} {...props} />;
  return <BotChallengeRunner provider={provider} onTokenChange={onTokenChange} {...props} />;
}

export { BotChallenge, botChallengeVariants };
