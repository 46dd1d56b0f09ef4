import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../testing/shop.js';
import { Announcer, announce } from './announcer.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('Announcer', () => {
  it('says a message in the polite status region and an error in the assertive alert region', () => {
    renderShop(<Announcer />);
    act(() => announce('Oslo sofa added to the cart.'));
    act(() => announce('Your cart could not be updated.', 'assertive'));
    expect(screen.getByRole('status').textContent).toBe('Oslo sofa added to the cart.');
    expect(screen.getByRole('alert').textContent).toBe('Your cart could not be updated.');
  });

  it('says the same text twice as two messages, so a repeated change is announced again', () => {
    const { container } = renderShop(<Announcer />);
    act(() => announce('Quantity of Oslo sofa changed to 2.'));
    act(() => announce('Quantity of Oslo sofa changed to 2.'));
    expect(container.querySelectorAll('[data-politeness="polite"] [data-slot="announcement"]')).toHaveLength(2);
  });

  it('clears a message after a few seconds so it is not found later while browsing', () => {
    vi.useFakeTimers();
    renderShop(<Announcer />);
    act(() => announce('Oslo sofa removed from the cart.'));
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByRole('status').textContent).toBe('Oslo sofa removed from the cart.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lets the newest announcer speak, e.g. the one inside an open dialog', () => {
    renderShop(
      <>
        <div data-testid="page">
          <Announcer />
        </div>
        <div data-testid="dialog">
          <Announcer />
        </div>
      </>,
    );
    act(() => announce('Coupon applied.'));
    expect(screen.getByTestId('dialog').textContent).toBe('Coupon applied.');
    expect(screen.getByTestId('page').textContent).toBe('');
  });

  it('falls back to a live region of its own when no announcer is mounted, and ignores empty text', () => {
    vi.useFakeTimers();
    announce('   ');
    announce('Added to favourites.');
    vi.advanceTimersByTime(100);
    const region = document.querySelector('[data-otthon-announcer="polite"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('Added to favourites.');
  });
});
