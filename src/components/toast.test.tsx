import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { dismissToast, type ToastOptions, Toaster, toast as showToast } from './toast.js';

// Toasts live in one store per page; each test clears what it showed.
const shown: string[] = [];
const toast = (options: ToastOptions) => {
  const id = showToast(options);
  shown.push(id);
  return id;
};
afterEach(() => {
  for (const id of shown.splice(0)) dismissToast(id);
});

describe('Toaster', () => {
  it('shows a toast with its title and description in a labelled notifications region', async () => {
    const { container } = renderShop(<Toaster />, { locale: 'hu' });
    act(() => {
      toast({ title: 'Kosár frissítve', description: 'Az Oslo kanapé a kosárba került.', variant: 'success' });
    });
    const item = await screen.findByText('Kosár frissítve');
    expect(item.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('success');
    expect(screen.getByRole('region', { name: 'Értesítések (F8)' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('closes with its close button, named in the shop’s language', async () => {
    const user = userEvent.setup();
    renderShop(<Toaster />, { locale: 'en' });
    act(() => {
      toast({ title: 'Your cart could not be updated.', variant: 'error' });
    });
    await screen.findByText('Your cart could not be updated.');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Your cart could not be updated.')).toBeNull());
  });

  it('runs the toast’s action', async () => {
    const user = userEvent.setup();
    let undone = 0;
    renderShop(<Toaster />, { locale: 'en' });
    act(() => {
      toast({ title: 'Removed from the cart.', action: { label: 'Undo', altText: 'Add it again from the product page', onClick: () => (undone += 1) } });
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
  });
});
