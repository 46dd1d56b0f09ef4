import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../testing/shop.js';
import { Badge } from './badge.js';
import { Spinner } from './spinner.js';
import { VisuallyHidden } from './visually-hidden.js';

describe('Spinner', () => {
  it('is a status named "Loading…" in the shop’s language unless labelled', () => {
    renderShop(<Spinner />, { locale: 'hu' });
    expect(screen.getByRole('status').textContent).toBe('Betöltés…');
  });

  it('takes its own label', () => {
    renderShop(<Spinner label="Loading products…" />, { locale: 'en' });
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
  });

  it('is hidden from assistive technology when decorative, inside a control that says it is busy', () => {
    const { container } = renderShop(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-slot="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Badge', () => {
  it('renders its variant as data and can become its child element', () => {
    renderShop(
      <Badge variant="sale" asChild>
        <a href="/hu/akcios">−20%</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: '−20%' });
    expect(link.getAttribute('data-slot')).toBe('badge');
    expect(link.getAttribute('data-variant')).toBe('sale');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while hiding it with a class, not an inline style', () => {
    renderShop(
      <button type="button">
        <VisuallyHidden>Add to favourites</VisuallyHidden>
      </button>,
    );
    const hidden = screen.getByRole('button', { name: 'Add to favourites' }).firstElementChild!;
    expect(hidden.className).toContain('sr-only');
    expect(hidden.getAttribute('style')).toBeNull();
  });
});
