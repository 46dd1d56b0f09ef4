import { describe, expect, it } from 'vitest';
import * as hooks from './index.js';

describe('the hooks entry', () => {
  it('exports the agreed API, alphabetised (docs: hooks API)', () => {
    expect(Object.keys(hooks).sort()).toEqual([
      'BOT_CHALLENGE_LOAD_ERROR',
      'ShopProvider',
      'checkoutResultState',
      'createDataLayerSink',
      'createLocalBotChallengeProvider',
      'useAccount',
      'useAccountOrders',
      'useAnalytics',
      'useAuth',
      'useBlogPost',
      'useBlogPosts',
      'useBotChallenge',
      'useBrands',
      'useCart',
      'useCartPanel',
      'useCategories',
      'useCategory',
      'useCheckout',
      'useCheckoutResult',
      'useCities',
      'useCountries',
      'useCurrencies',
      'useCurrency',
      'useDataSheet',
      'useFavourites',
      'useHome',
      'useInit',
      'useMoney',
      'useOffer',
      'useOrder',
      'usePage',
      'usePriceTier',
      'useProduct',
      'useProducts',
      'useSearchSuggestions',
      'useShop',
      'useShowroom',
      'useSubmit',
      'useVatMode',
      'useWithdrawableOrders',
    ]);
  });
});
