import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import type { RenderLink } from './link.js';
import { pageRange, Pagination } from './pagination.js';

const labels = (items: ReturnType<typeof pageRange>) => items.map((item) => (item.type === 'gap' ? '…' : String(item.page))).join(' ');

describe('pageRange', () => {
  it('lists every page when they all fit', () => {
    expect(labels(pageRange(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first and last page and the current one with a neighbour on each side', () => {
    expect(labels(pageRange(6, 12))).toBe('1 … 5 6 7 … 12');
    expect(labels(pageRange(1, 12))).toBe('1 2 3 4 5 … 12');
    expect(labels(pageRange(12, 12))).toBe('1 … 8 9 10 11 12');
  });

  it('never hides a single page behind a gap, and keeps the same number of slots', () => {
    for (let page = 1; page <= 20; page += 1) {
      const items = pageRange(page, 20);
      expect(items).toHaveLength(7);
      const numbers = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
      items.forEach((item, index) => {
        if (item.type !== 'gap') return;
        const before = (items[index - 1] as { page: number }).page;
        const after = (items[index + 1] as { page: number }).page;
        expect(after - before).toBeGreaterThan(2);
      });
      expect(numbers).toContain(page);
    }
  });

  it('clamps a current page outside the range', () => {
    expect(labels(pageRange(40, 3))).toBe('1 2 3');
    expect(labels(pageRange(-2, 3))).toBe('1 2 3');
  });
});

describe('Pagination', () => {
  const href = (page: number) => `/hu/termekek?page=${page}`;

  it('is a navigation landmark whose current page link is marked aria-current="page"', async () => {
    const { container } = renderShop(<Pagination page={3} pageCount={9} getHref={href} />, { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 3 of 9' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/hu/termekek?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/hu/termekek?page=2');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
    await expectNoAxeViolations(container);
  });

  it('shows previous on the first page as disabled text, not a link, so the controls stay in place', () => {
    renderShop(<Pagination page={1} pageCount={4} getHref={href} />, { locale: 'hu' });
    const nav = screen.getByRole('navigation', { name: 'Lapozás' });
    expect(within(nav).queryByRole('link', { name: 'Előző oldal' })).toBeNull();
    const previous = nav.querySelector('[data-slot="pagination-previous"]');
    expect(previous?.getAttribute('aria-disabled')).toBe('true');
    expect(previous?.hasAttribute('data-disabled')).toBe(true);
    expect(within(nav).getByRole('link', { name: '1. oldal, összesen 4' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderShop(<Pagination page={1} pageCount={1} getHref={href} />);
    expect(container.querySelector('[data-slot="pagination"]')).toBeNull();
  });

  it('renders its links through the shop’s router link and is operable by keyboard', async () => {
    const followed: string[] = [];
    const renderLink: RenderLink = ({ href: to, ...props }) => (
      <a
        {...props}
        href={to}
        data-router=""
        onClick={(event) => {
          event.preventDefault();
          followed.push(to);
        }}
      />
    );
    renderShop(<Pagination page={2} pageCount={3} getHref={href} renderLink={renderLink} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Previous page');
    expect(document.activeElement?.hasAttribute('data-router')).toBe(true);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/hu/termekek?page=1']);
  });
});
