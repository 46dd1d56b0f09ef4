import { createLocalBotChallengeProvider, useBotChallenge, useShop } from 'otthon';
import { Button, useT } from 'otthon/components';
import { useMemo } from 'react';
import { Readout } from './readout.js';

/** A token kept ready by `useBotChallenge()` with the shop's own invisible provider. */
export function BotChallengeExample() {
  const t = useT();
  const { api } = useShop();
  // One provider per API: a new provider object would load the challenge again.
  const provider = useMemo(() => createLocalBotChallengeProvider(api), [api]);
  const { state, token, error, reset } = useBotChallenge({ provider });
  return (
    <div className="flex flex-col gap-4">
      {/* Tokens are one-time: a form calls reset() after each submit. */}
      <Button className="w-fit" variant="outline" onClick={reset}>
        {t('common.retry')}
      </Button>
      <Readout values={{ state, 'token !== null': token !== null, 'error?.message': error?.message }} />
    </div>
  );
}
