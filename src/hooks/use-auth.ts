import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { activate, fetchUser, login, logout, register, requestPasswordReset, resetPassword } from '../api/shop-api.js';
import type { LoginBody, PasswordResetBody, RegisterBody, User } from '../contract/index.js';
import { type ActionResult, failed } from './results.js';
import { useShopRuntime } from './shop-context.js';
import { type ShopQuery, useShopQuery } from './use-shop-query.js';
import { returnUrl } from './return-pages.js';

/** Registration without the activation address: the hook fills it in from the route table. */
export type RegisterInput = Omit<RegisterBody, 'activation_url'> & { activation_url?: string };

export interface AuthState extends ShopQuery<User | null> {
  /** The logged-in customer; `null` for a visitor, `undefined` until known. */
  user: User | null | undefined;
  /** Logged in exactly when a user is held. */
  isLoggedIn: boolean;
  /** Fetches the CSRF cookie, then logs in; the cart and favourites are reloaded (the server merges them). */
  login(body: LoginBody): Promise<ActionResult>;
  /** Logs out and clears the user and every cached answer, then reloads what is on screen. */
  logout(): Promise<ActionResult>;
  /** Registers; the activation e-mail links to this site's activation route unless given. */
  register(body: RegisterInput): Promise<ActionResult>;
  activate(token: string): Promise<ActionResult>;
  /** E-mails a reset link to this site's password-reset route (result_url). */
  requestPasswordReset(email: string): Promise<ActionResult>;
  resetPassword(token: string, body: PasswordResetBody): Promise<ActionResult>;
}

async function attempt(call: () => Promise<{ message?: string } | unknown>): Promise<ActionResult> {
  try {
    const answer = await call();
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? { ok: true, message } : { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** The customer's session: login, logout, registration, activation and password reset. */
export function useAuth(): AuthState {
  const shop = useShopRuntime('useAuth');
  const { mutate } = useSWRConfig();
  const query = useShopQuery('useAuth', 'user', [], (client) => fetchUser(client));
  const actions = useMemo(() => {
    const { client } = shop;
    const userKey = () => shop.key('user');
    return {
      login: (body: LoginBody) =>
        attempt(async () => {
          const user = await login(client, body);
          await mutate(userKey(), user, { revalidate: false });
          // The server merged the visitor's cart and favourites into the customer's: reload them.
          await Promise.all([mutate(shop.key('cart')), mutate(shop.key('favourites'))]);
          return user;
        }),
      logout: () =>
        attempt(async () => {
          const answer = await logout(client);
          shop.forgetSession();
          return answer;
        }),
      register: (body: RegisterInput) => attempt(() => register(client, { ...body, activation_url: body.activation_url ?? returnUrl(shop, 'activation') })),
      activate: (token: string) =>
        attempt(async () => {
          const answer = await activate(client, { token });
          await mutate(userKey());
          return answer;
        }),
      requestPasswordReset: (email: string) =>
        attempt(() => requestPasswordReset(client, { email: email.trim(), result_url: returnUrl(shop, 'passwordReset') })),
      resetPassword: (token: string, body: PasswordResetBody) => attempt(() => resetPassword(client, token, body)),
    };
  }, [shop, mutate]);
  const user = query.data;
  const extras: Omit<AuthState, keyof ShopQuery<User | null>> = {
    user,
    isLoggedIn: Boolean(user),
    ...actions,
  };
  return Object.assign(query, extras);
}
