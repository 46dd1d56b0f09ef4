import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { Breadcrumbs } from './breadcrumbs.js';

const trail = [{ label: 'Főoldal', href: '/hu' }, { label: 'Nappali', href: '/hu/kategoriak/nappali' }, { label: 'Oslo kanapé' }];

describe('Breadcrumbs', () => {
  it('is a navigation landmark with an ordered list whose last crumb is the current page, not a link', async () => {
    const { container } = renderShop(<Breadcrumbs items={trail} />, { locale: 'hu' });
    const nav = screen.getByRole('navigation', { name: 'Navigációs útvonal' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/hu', '/hu/kategoriak/nappali']);
    const current = within(nav).getByText('Oslo kanapé');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('marks the last crumb current even when it was given an href', () => {
    renderShop(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en' },
          { label: 'Cart', href: '/en/cart' },
        ]}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    expect(screen.getByText('Cart').getAttribute('aria-current')).toBe('page');
  });

  it('takes its name from the labels prop and renders nothing without items', () => {
    const { container, rerender } = renderShop(<Breadcrumbs items={trail} labels={{ 'common.breadcrumb': 'Hol jár' }} />);
    expect(screen.getByRole('navigation', { name: 'Hol jár' })).toBeTruthy();
    rerender(<Breadcrumbs items={[]} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
