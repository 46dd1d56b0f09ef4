import { createHmac } from 'node:crypto';
import { apiMessage } from 'otthon/contract';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionLogin, SessionRow } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { randomToken, safeEqual, sha256 } from '../application/tokens.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { Context } from 'hono';
import type { AppState } from '../options.js';
import type { Locale } from '../domain.js';

/**
 * What the session's cookie work needs of an HTTP request: its Hono context, the shop's state, its
 * language, and its memoised session (`SessionRequest` is one).
 */
export interface SessionRequest {
  readonly c: Context;
  readonly app: AppState;
  readonly db: Db;
  readonly locale: Locale;
  session(): Promise<SessionRow | null>;
  setSession(session: SessionRow | null): void;
}

export const SESSION_COOKIE = 'otthon_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** A visitor's session (cart, favourites) lasts 30 days from the last visit. */
const SESSION_DAYS = 30;
/** A login without "remember me" ends after 2 hours without a request; with it, after 30 days. */
const LOGIN_IDLE_MS = 2 * 60 * 60 * 1000;
const REMEMBER_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

function sessionExpiry(now: number): Date {
  return new Date(now + SESSION_DAYS * 24 * 60 * 60 * 1000);
}

function loginExpiry(now: number, remember: boolean): Date {
  return new Date(now + (remember ? REMEMBER_MS : LOGIN_IDLE_MS));
}

/** The attributes of both of the shop's cookies. */
function cookieOptions(ctx: SessionRequest) {
  return {
    path: '/',
    sameSite: 'Lax' as const,
    secure: ctx.app.secureCookies,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
    // Shared with the other hosts of the site when configured, so a front end there reads XSRF-TOKEN.
    ...(ctx.app.cookieDomain ? { domain: ctx.app.cookieDomain } : {}),
  };
}

function writeCookies(ctx: SessionRequest, token: string, csrf: string): void {
  setCookie(ctx.c, SESSION_COOKIE, token, { ...cookieOptions(ctx), httpOnly: true });
  writeCsrfCookie(ctx, csrf);
}

/** The session cookie's value, when the request carries one that could be a token. */
export function sessionCookie(ctx: SessionRequest): string | null {
  const token = getCookie(ctx.c, SESSION_COOKIE);
  return token && token.length <= 100 ? token : null;
}

const stamp = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/** A session row as `requestHead` reads it (JSON, so timestamps arrive as text). */
function storedSession(doc: Record<string, unknown>): SessionRow {
  return {
    id: Number(doc.id),
    tokenHash: String(doc.tokenHash),
    csrfToken: String(doc.csrfToken),
    userId: doc.userId === null ? null : Number(doc.userId),
    joinableUntil: stamp(doc.joinableUntil),
    userExpiresAt: stamp(doc.userExpiresAt),
    remember: doc.remember === true,
    createdAt: stamp(doc.createdAt)!,
    lastSeenAt: stamp(doc.lastSeenAt)!,
    expiresAt: stamp(doc.expiresAt)!,
  };
}

/**
 * The request's session from the row the request head read (null when the cookie named none or
 * an expired one): ends a login that ran out, and slides the expiry — written at most every few
 * minutes, so reads stay reads — with the browser's cookies.
 */
export async function resumeSession(ctx: SessionRequest, stored: Record<string, unknown> | null): Promise<SessionRow | null> {
  const token = sessionCookie(ctx);
  if (!stored || !token) return null;
  const row = storedSession(stored);
  const now = Date.now();
  const loginExpired = row.userId !== null && (!row.userExpiresAt || row.userExpiresAt.getTime() <= now);
  // The browser holds the session's cookie: its visitor token no longer lets anyone join it.
  const joinable = row.joinableUntil !== null;
  if (loginExpired || joinable || now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const [touched] = await ctx.db
      .update(sessions)
      .set({
        lastSeenAt: new Date(now),
        expiresAt: sessionExpiry(now),
        joinableUntil: null,
        ...(loginExpired
          ? { userId: null, userExpiresAt: null, remember: false }
          : row.userId !== null
            ? { userExpiresAt: loginExpiry(now, row.remember) }
            : {}),
      })
      .where(eq(sessions.id, row.id))
      .returning();
    // The browser's cookies slide with the session.
    if (touched) writeCookies(ctx, token, touched.csrfToken);
    return touched ?? null;
  }
  return row;
}

/**
 * A CSRF token for a visitor without a stored session: random, with the shop's signature, so
 * `/sanctum/csrf-cookie` hands one out without writing anything. It stands for no session: a
 * change is accepted with it only when the request echoes the same value as its `XSRF-TOKEN`
 * cookie (a double submit) and the signature holds; the session row is written then, keeping
 * this token, so the visitor's next calls go on with it.
 */
function visitorCsrfToken(secret: string): string {
  const nonce = randomToken(24);
  return `${nonce}.${signature(secret, nonce)}`;
}

function signature(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

/** Whether `token` is one `visitorCsrfToken` made with this secret. */
function isVisitorCsrfToken(secret: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot < 1 || token.length > 200) return false;
  return safeEqual(token.slice(dot + 1), signature(secret, token.slice(0, dot)));
}

/** Sets the readable `XSRF-TOKEN` cookie, which the client echoes as X-XSRF-TOKEN (Sanctum). */
function writeCsrfCookie(ctx: SessionRequest, csrf: string): void {
  setCookie(ctx.c, XSRF_COOKIE, csrf, cookieOptions(ctx));
}

/** Removes a few expired sessions (a new session's insert pays for it). */
async function sweepExpired(ctx: SessionRequest): Promise<void> {
  const expired = ctx.db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, sql`now()`)).limit(100);
  await ctx.db.delete(sessions).where(inArray(sessions.id, expired));
}

/**
 * How long after a visitor token's session was stored another request may still join it with the
 * token alone (two tabs whose first changes cross), unless the browser has sent the session's
 * cookie before then: from then on, the token names a session the request must hold the cookie
 * of, so no one joins a session by its CSRF token.
 */
const JOIN_WINDOW_MS = 60 * 1000;

/**
 * The session cookie of the session a visitor token stores: derived from the token with the
 * shop's secret, so every request carrying the same visitor token stores, or finds, the same row.
 */
function visitorSessionToken(secret: string, csrf: string): string {
  return createHmac('sha256', secret).update(`session:${csrf}`).digest('base64url');
}

/** The stored session a visitor token made, if any. */
async function visitorSession(ctx: SessionRequest, csrf: string): Promise<SessionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(visitorSessionToken(ctx.app.secret, csrf))));
  return row ?? null;
}

/**
 * Stores the session of a visitor who holds a signed visitor token, on the first change, and sets
 * both cookies. The token decides the session's cookie, so requests that arrive together with the
 * same token (two tabs) share one session instead of each starting one the other's cookie then
 * replaces; one that comes without the cookie once the session is no longer joinable is refused.
 */
async function storeVisitorSession(ctx: SessionRequest, csrf: string): Promise<SessionRow | null> {
  await sweepExpired(ctx);
  const now = Date.now();
  const token = visitorSessionToken(ctx.app.secret, csrf);
  const [inserted] = await ctx.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), csrfToken: csrf, expiresAt: sessionExpiry(now), joinableUntil: new Date(now + JOIN_WINDOW_MS) })
    .onConflictDoNothing({ target: sessions.tokenHash })
    .returning();
  const row = inserted ?? (await visitorSession(ctx, csrf));
  if (!row || row.csrfToken !== csrf || !row.joinableUntil || row.joinableUntil.getTime() <= now) return null;
  writeCookies(ctx, token, csrf);
  ctx.setSession(row);
  return row;
}

/**
 * Gives the session a new id and CSRF token (login and logout; against session fixation) while
 * its cart and favourites stay attached to it.
 */
export async function regenerateSession(ctx: SessionRequest, session: SessionRow, login: SessionLogin | null, db: Db = ctx.db): Promise<SessionRow> {
  const token = randomToken();
  const csrf = randomToken();
  const now = Date.now();
  const [row] = await db
    .update(sessions)
    .set({
      tokenHash: sha256(token),
      csrfToken: csrf,
      joinableUntil: null,
      lastSeenAt: new Date(now),
      expiresAt: sessionExpiry(now),
      userId: login?.userId ?? null,
      remember: login?.remember ?? false,
      userExpiresAt: login ? loginExpiry(now, login.remember) : null,
    })
    .where(eq(sessions.id, session.id))
    .returning();
  writeCookies(ctx, token, csrf);
  ctx.setSession(row!);
  return row!;
}

/**
 * Sanctum's CSRF rule: a state-changing request must echo the XSRF-TOKEN cookie's value in
 * `X-XSRF-TOKEN` (or `X-CSRF-TOKEN`) and it must be this session's token; else 419. A visitor
 * without a stored session passes with a signed visitor token that equals its cookie, and the
 * session is stored now — a change (cart, favourites, login, a form) is what needs one.
 */
export async function verifyCsrf(ctx: SessionRequest): Promise<SessionRow> {
  const session = await ctx.session();
  const raw = ctx.c.req.header('x-xsrf-token') ?? ctx.c.req.header('x-csrf-token');
  let header = raw ?? '';
  try {
    header = decodeURIComponent(header);
  } catch {
    // A malformed escape cannot match a token anyway.
  }
  const refused = () => new HttpError(419, apiMessage(ctx.locale, 'request.csrf_mismatch'));
  if (session) {
    if (!header || !safeEqual(header, session.csrfToken)) throw refused();
    return session;
  }
  // A request that names a session which is gone (logged in elsewhere, regenerated, expired)
  // is refused: its tokens belonged to that session. `/sanctum/csrf-cookie` clears the cookie.
  if (sessionCookie(ctx)) throw refused();
  const cookie = getCookie(ctx.c, XSRF_COOKIE) ?? '';
  if (!header || !safeEqual(header, cookie) || !isVisitorCsrfToken(ctx.app.secret, header)) throw refused();
  const stored = await storeVisitorSession(ctx, header);
  if (!stored) throw refused();
  return stored;
}

/**
 * `GET /sanctum/csrf-cookie`: a visitor without a session gets a signed visitor token and no
 * stored session (a page view needs none; see `verifyCsrf`). A visitor token already held is kept
 * while no session was stored with it; a spent one, or a cookie naming a session that is gone, is
 * replaced. One with a session gets its cookies again (a client that lost XSRF-TOKEN recovers
 * without losing the cart).
 */
export async function ensureSessionCookies(ctx: SessionRequest): Promise<SessionRow | null> {
  const session = await ctx.session();
  if (session) {
    writeCookies(ctx, getCookie(ctx.c, SESSION_COOKIE)!, session.csrfToken);
    return session;
  }
  const stale = getCookie(ctx.c, SESSION_COOKIE) !== undefined;
  if (stale) deleteCookie(ctx.c, SESSION_COOKIE, { path: '/', ...(ctx.app.cookieDomain ? { domain: ctx.app.cookieDomain } : {}) });
  const held = getCookie(ctx.c, XSRF_COOKIE);
  const keep = !stale && held !== undefined && isVisitorCsrfToken(ctx.app.secret, held) && !(await visitorSession(ctx, held));
  writeCsrfCookie(ctx, keep ? held! : visitorCsrfToken(ctx.app.secret));
  return null;
}
