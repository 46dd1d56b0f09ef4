import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BotChallengeProvider, type BotChallengeState, ShopProvider } from '../hooks/index.js';
import { allHandlers, createMockShop, fixtures, mockError } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { BotChallenge } from './bot-challenge.js';
import { ShowroomHours, weeklyHoursOf } from './showroom-hours.js';

const shop = createMockShop();
const { server, count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());
afterEach(() => {
  vi.useRealTimers();
});

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The texts of an element's parts, one space apart, as they read on screen. */
const parts = (element: Element | null | undefined) =>
  [...(element?.children ?? [])]
    .map((child) => text(child))
    .filter(Boolean)
    .join(' ');

// Wednesday 19 November 2025, 11:30 in Budapest (10:30 UTC).
const WEDNESDAY_MORNING = new Date('2025-11-19T10:30:00Z');
// Saturday 22 November 2025, 17:00 in Budapest: closed until Monday.
const SATURDAY_EVENING = new Date('2025-11-22T16:00:00Z');

describe('ShowroomHours', () => {
  it('lists the week in the shop’s language with today highlighted and says it is open until closing (requirements §9)', async () => {
    const { container } = renderShop(<ShowroomHours now={WEDNESDAY_MORNING} />, { locale: 'hu' });
    await screen.findByRole('heading', { name: 'Nyitvatartás' });
    const rows = [...container.querySelectorAll('tbody tr')].map(
      (row) =>
        `${[...row.querySelector('th')!.childNodes].map((node) => text(node as Element) || node.textContent).join(' ')} | ${text(row.querySelector('td'))}`,
    );
    expect(rows).toEqual([
      'hétfő | 09:00–17:00',
      'kedd | 09:00–17:00',
      'szerda (Ma) | 10:00–18:00',
      'csütörtök | 10:00–18:00',
      'péntek | 10:00–17:00',
      'szombat | 10:00–16:00',
      'vasárnap | Zárva',
    ]);
    expect(container.querySelector('tr[aria-current="date"] th')?.textContent).toMatch(/^szerda/);
    expect(text(container.querySelector('[data-slot="showroom-status"]'))).toBe('Most nyitva, 18:00-ig');
    await expectNoAxeViolations(container);
  });

  it('says when a closed showroom opens next, in English', async () => {
    const { container } = renderShop(<ShowroomHours now={SATURDAY_EVENING} />, { locale: 'en' });
    await screen.findByRole('heading', { name: 'Opening hours' });
    expect(parts(container.querySelector('[data-slot="showroom-status"]'))).toBe('Closed now Opens Monday at 09:00');
    expect(container.querySelector('[data-slot="showroom-hours"]')?.getAttribute('data-state')).toBe('closed');
  });

  it('gives the address, phone, e-mail and route links', async () => {
    renderShop(<ShowroomHours now={WEDNESDAY_MORNING} />, { locale: 'hu' });
    const routes = await screen.findByRole('navigation', { name: 'Megközelítés' });
    expect(routes.querySelectorAll('a').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '+36 1 234 5678' }).getAttribute('href')).toBe('tel:+3612345678');
    expect(screen.getByRole('link', { name: 'bemutatoterem@otthon.example' }).getAttribute('href')).toBe('mailto:bemutatoterem@otthon.example');
  });

  it('shows consecutive days with equal hours as ranges in the compact variant', () => {
    const { container } = renderShop(<ShowroomHours variant="compact" showroom={fixtures.showroom()} now={WEDNESDAY_MORNING} showAddress={false} />, {
      locale: 'en',
    });
    expect([...container.querySelectorAll('[data-slot="showroom-ranges"] li')].map((item) => parts(item))).toEqual([
      'Monday–Tuesday 09:00–17:00',
      'Wednesday–Thursday 10:00–18:00',
      'Friday 10:00–17:00',
      'Saturday 10:00–16:00',
      'Sunday Closed',
    ]);
    expect(count('GET /api/showroom')).toBe(0);
  });

  it('reports a failed load with a retry', async () => {
    server.use(mockError('showroom', 500));
    renderShop(<ShowroomHours />, { locale: 'en', swrConfig: { shouldRetryOnError: false } });
    expect((await screen.findByRole('alert')).textContent).toBe('The showroom details could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('server-renders the week without "today" or "open now", which depend on the visitor’s clock', () => {
    const html = renderToString(
      <ShopProvider locale="hu">
        <ShowroomHours showroom={fixtures.showroom()} />
      </ShopProvider>,
    );
    expect(html).toContain('vasárnap');
    expect(html).not.toContain('aria-current="date"');
    expect(html).not.toContain('data-slot="showroom-status"');
    expect(html).toContain('data-state="unknown"');
  });

  it('reads closed days from the API’s list', () => {
    expect(
      weeklyHoursOf([
        { day: 1, opens: '08:00', closes: '12:00' },
        { day: 7, opens: null, closes: null },
      ]),
    ).toEqual({
      1: ['08:00', '12:00'],
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      7: null,
    });
  });
});

/** A provider that loads at once and numbers its tokens. */
function provider(overrides: Partial<BotChallengeProvider> = {}): BotChallengeProvider {
  let issued = 0;
  return {
    load: () => Promise.resolve(),
    getToken: () => Promise.resolve(`token-${++issued}`),
    ...overrides,
  };
}

describe('BotChallenge', () => {
  it('goes from loading to ready with a token in a hidden bot_token field, never a puzzle', async () => {
    const tokens: Array<string | null> = [];
    const fake = provider();
    const { container } = renderShop(<BotChallenge provider={fake} onTokenChange={(token) => tokens.push(token)} />, { locale: 'en' });
    const root = container.querySelector('[data-slot="bot-challenge"]')!;
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'));
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[name="bot_token"]')?.value).toBe('token-1'));
    expect(screen.getByRole('status').textContent).toBe('Security check passed.');
    expect(tokens).toEqual(['token-1']);
    expect(container.querySelector('iframe, img, canvas')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('renews the token automatically after 295 seconds (requirements §4, §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = provider();
    const { container } = renderShop(<BotChallenge provider={fake} />, { locale: 'en' });
    const token = () => container.querySelector<HTMLInputElement>('input[name="bot_token"]')?.value;
    await waitFor(() => expect(token()).toBe('token-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(294_000);
    });
    expect(token()).toBe('token-1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(token()).toBe('token-2'));
  });

  it('shows and announces the spec’s load error, and tries again on request (requirements §8)', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const flaky = provider({ load: () => (++attempts === 1 ? Promise.reject(new Error('script blocked')) : Promise.resolve()) });
    const { container } = renderShop(<BotChallenge provider={flaky} />, { locale: 'hu' });
    // The spec's 'Failed to load Turnstile.' in the shop's language.
    expect((await screen.findByRole('alert')).textContent).toBe('Nem sikerült betölteni a Turnstile-t.');
    expect(container.querySelector('[data-slot="bot-challenge"]')?.getAttribute('data-state')).toBe('error');
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    await waitFor(() => expect(container.querySelector('[data-slot="bot-challenge"]')?.getAttribute('data-state')).toBe('ready'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the local provider against the API by default', async () => {
    const { container } = renderShop(<BotChallenge />, { locale: 'en' });
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('input[name="bot_token"]')?.value).toBeTruthy());
    expect(count('POST /api/bot-challenge')).toBe(1);
  });

  it('shows a challenge a form already runs, in each of its states', () => {
    const states: BotChallengeState['state'][] = ['unloaded', 'loading', 'ready', 'error'];
    const { container, rerender } = renderShop(<BotChallenge challenge={{ state: 'unloaded', token: null, error: undefined, reset: () => undefined }} />, {
      locale: 'en',
    });
    const seen = states.map((state) => {
      rerender(<BotChallenge challenge={{ state, token: state === 'ready' ? 'abc' : null, error: undefined, reset: () => undefined }} />);
      return [
        container.querySelector('[data-slot="bot-challenge"]')?.getAttribute('data-state'),
        text(container.querySelector('[data-slot="bot-challenge-status"]')) || text(container.querySelector('[data-slot="bot-challenge-error"]')),
      ];
    });
    expect(seen).toEqual([
      ['unloaded', 'The security check starts when you fill in the form.'],
      ['loading', 'Checking that you are not a robot…'],
      ['ready', 'Security check passed.'],
      ['error', 'Failed to load Turnstile.'],
    ]);
  });
});
