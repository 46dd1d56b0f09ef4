import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { recordingForm } from '../testing/form.js';
import { renderShop } from '../testing/shop.js';
import { Checkbox, CheckboxField } from './checkbox.js';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    const user = userEvent.setup();
    renderShop(<CheckboxField name="newsletter" label="Subscribe to our newsletter" />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' });
    await user.click(screen.getByText('Subscribe to our newsletter'));
    expect(box).toMatchObject({ checked: true });
    expect(box.getAttribute('data-state')).toBe('checked');
    box.focus();
    await user.keyboard(' ');
    expect(box).toMatchObject({ checked: false });
    expect(box.getAttribute('data-state')).toBe('unchecked');
  });

  it('submits name=value inside a form like a native checkbox, and nothing while unchecked', async () => {
    const user = userEvent.setup();
    const form = recordingForm();
    renderShop(
      <form.Form>
        <CheckboxField name="in_stock" value="1" label="In stock only" />
        <button type="submit">Apply</button>
      </form.Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(form.sent).toEqual(['', 'in_stock=1']);
  });

  it('marks a required consent with an asterisk and as required, and reads the server error with it (requirements §5)', async () => {
    const { container } = renderShop(<CheckboxField name="accept_terms" required error="Please accept the terms and conditions." label="I accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toMatchObject({ required: true });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(box)).toBe('Please accept the terms and conditions.');
    expect(container.querySelector('[data-slot="field-label"] [aria-hidden="true"]')?.textContent).toBe('*');
    await expectNoAxeViolations(container);
  });

  it('reports the indeterminate state as mixed, and leaves it when the owner does', async () => {
    const { rerender } = renderShop(<Checkbox aria-label="All colours" checked="indeterminate" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All colours' });
    expect(box.indeterminate).toBe(true);
    expect(box.getAttribute('data-state')).toBe('indeterminate');
    // A click clears the browser's own flag; an owner that keeps the value keeps the dash.
    await userEvent.click(box);
    expect(box).toMatchObject({ indeterminate: true, checked: false });
    rerender(<Checkbox aria-label="All colours" checked />);
    expect(box).toMatchObject({ indeterminate: false, checked: true });
  });

  it('is a native checkbox, so a form sent before any script runs carries it', () => {
    const html = renderToString(<Checkbox name="accept_terms" defaultChecked />);
    const box = new DOMParser().parseFromString(html, 'text/html').querySelector('input');
    expect(box).toMatchObject({ type: 'checkbox', name: 'accept_terms', checked: true });
  });

  it('follows a controlled value and reports each change', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    const { rerender } = renderShop(<Checkbox aria-label="Gross prices" checked={false} onCheckedChange={(value) => changes.push(value)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Gross prices' }));
    expect(changes).toEqual([true]);
    // Still unchecked until the owner says so.
    expect(screen.getByRole('checkbox', { name: 'Gross prices' })).toMatchObject({ checked: false });
    rerender(<Checkbox aria-label="Gross prices" checked onCheckedChange={(value) => changes.push(value)} />);
    expect(screen.getByRole('checkbox', { name: 'Gross prices' })).toMatchObject({ checked: true });
  });
});
