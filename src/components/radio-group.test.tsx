import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { recordingForm } from '../testing/form.js';
import { renderShop } from '../testing/shop.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';

function Delivery({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <RadioGroup
      label="Delivery method"
      name="delivery"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    >
      <RadioGroupItem variant="card" value="1" label="Courier" description="1–2 working days" aside="2 990 Ft" />
      <RadioGroupItem variant="card" value="2" label="Pick up in the showroom" aside="Free" />
      <RadioGroupItem variant="card" value="3" label="Freight" description="Not available with the selected delivery method" disabled />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('names the group by its label and each card by its title, described by its text and price', async () => {
    const { container } = renderShop(<Delivery />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery method' })).toBeTruthy();
    const courier = screen.getByRole('radio', { name: 'Courier' });
    expect(accessibleDescription(courier)).toBe('1–2 working days 2 990 Ft');
    expect(courier).toMatchObject({ checked: true });
    await expectNoAxeViolations(container);
  });

  it('chooses with a single short arrow press, skipping a disabled option and wrapping around', async () => {
    // No pause between key down and key up: a quick press, as a screen reader or a fast typist sends it.
    const user = userEvent.setup({ delay: null });
    const chosen: string[] = [];
    renderShop(<Delivery onValueChange={(value) => chosen.push(value)} />);
    await user.tab();
    const courier = screen.getByRole('radio', { name: 'Courier' });
    const pickup = screen.getByRole('radio', { name: 'Pick up in the showroom' });
    expect(document.activeElement).toBe(courier);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(pickup);
    expect(pickup).toMatchObject({ checked: true });
    // The disabled freight option is skipped; the focus wraps to the first option, and back.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(courier);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(pickup);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(courier);
    expect(courier).toMatchObject({ checked: true });
    // One report per press, also while a key is held down and repeats.
    await user.keyboard('{ArrowDown>2/}');
    expect(chosen).toEqual(['2', '1', '2', '1', '2', '1']);
  });

  it('is one Tab stop: Tab leaves the group and Shift+Tab comes back to the chosen option', async () => {
    const user = userEvent.setup({ delay: null });
    renderShop(
      <>
        <Delivery />
        <button type="button">Continue</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pick up in the showroom' }));
  });

  it('chooses the focused option with Space when nothing is chosen yet', async () => {
    const user = userEvent.setup({ delay: null });
    const chosen: string[] = [];
    renderShop(
      <RadioGroup label="Payment method" onValueChange={(value) => chosen.push(value)}>
        <RadioGroupItem value="card" label="Bank card" />
        <RadioGroupItem value="transfer" label="Bank transfer" />
      </RadioGroup>,
    );
    await user.tab();
    const card = screen.getByRole('radio', { name: 'Bank card' });
    expect(document.activeElement).toBe(card);
    expect(card).toMatchObject({ checked: false });
    await user.keyboard(' ');
    expect(card).toMatchObject({ checked: true });
    expect(chosen).toEqual(['card']);
  });

  it('leaves the arrow keys to a handler that takes them first', async () => {
    const user = userEvent.setup({ delay: null });
    const chosen: string[] = [];
    renderShop(
      <RadioGroup label="Payment method" defaultValue="card" onValueChange={(value) => chosen.push(value)}>
        <RadioGroupItem value="card" label="Bank card" onKeyDown={(event) => event.preventDefault()} />
        <RadioGroupItem value="transfer" label="Bank transfer" />
      </RadioGroup>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(chosen).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Bank card' }));
  });

  it('submits the chosen value inside a form', async () => {
    const user = userEvent.setup();
    const form = recordingForm();
    renderShop(
      <form.Form>
        <Delivery />
        <button type="submit">Continue</button>
      </form.Form>,
    );
    await user.click(screen.getByRole('radio', { name: 'Pick up in the showroom' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(form.sent).toEqual(['delivery=2']);
  });

  it('reads the error with the group and marks the label of a required choice', async () => {
    const { container } = renderShop(
      <RadioGroup label="Payment method" required error="To complete your purchase, please choose a payment method.">
        <RadioGroupItem value="card" label="Bank card" />
        <RadioGroupItem value="transfer" label="Bank transfer" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(group)).toBe('To complete your purchase, please choose a payment method.');
    expect(screen.getByRole('radio', { name: 'Bank card' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
