import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n/messages.js';
import { renderShop } from '../testing/shop.js';
import { MessagesProvider } from './messages-provider.js';
import { useT } from './use-t.js';

function CloseLabel() {
  const t = useT();
  return <p>{t('cart.close')}</p>;
}

describe('MessagesProvider', () => {
  it('gives useT() the catalogue of the shop’s language at once, over any loaded one', () => {
    renderShop(
      <MessagesProvider messages={{ en: { ...messages.en, 'cart.close': 'Shut the cart' }, hu: messages.hu }}>
        <CloseLabel />
      </MessagesProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('Shut the cart')).toBeTruthy();
  });

  it('leaves a language it does not hold to the loaded catalogue', () => {
    renderShop(
      <MessagesProvider messages={{ en: messages.en }}>
        <CloseLabel />
      </MessagesProvider>,
      { locale: 'hu' },
    );
    expect(screen.getByText('Kosár bezárása')).toBeTruthy();
  });
});

describe('useT without a provided or loaded catalogue', () => {
  it('suspends while the language’s catalogue loads, then renders its text', async () => {
    // Fresh modules: nothing loaded yet, as in a browser before the page's language arrives.
    vi.resetModules();
    const { ShopProvider } = await import('../hooks/shop-provider.js');
    const { useT: freshUseT } = await import('./use-t.js');
    const { loadedMessages } = await import('../i18n/load-messages.js');
    function Label() {
      return <p>{freshUseT()('cart.close')}</p>;
    }
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = () => fallback();
    expect(loadedMessages('hu')).toBeUndefined();
    // React retries a suspended render only for an awaited act().
    await act(async () => {
      render(
        <ShopProvider locale="hu" apiOrigin="http://shop.test">
          <Suspense fallback={<Fallback />}>
            <Label />
          </Suspense>
        </ShopProvider>,
      );
    });
    expect(fallback).toHaveBeenCalled();
    expect(await screen.findByText('Kosár bezárása')).toBeTruthy();
    expect(loadedMessages('hu')).toBeDefined();
    expect(loadedMessages('en')).toBeUndefined();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">failed</p> : this.props.children;
  }
}

describe('useT when the catalogue cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('../i18n/messages/en.json');
  });

  it('hands the failure to the error boundary instead of waiting for ever', async () => {
    vi.doMock('../i18n/messages/en.json', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { ShopProvider } = await import('../hooks/shop-provider.js');
    const { useT: freshUseT } = await import('./use-t.js');
    function Label() {
      return <p>{freshUseT()('cart.close')}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <ShopProvider locale="en" apiOrigin="http://shop.test">
          <Boundary>
            <Suspense fallback={<p>loading</p>}>
              <Label />
            </Suspense>
          </Boundary>
        </ShopProvider>,
      );
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
