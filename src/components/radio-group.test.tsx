import { screen, waitFor } from '@testing-library/react';
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
    expect(courier.getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('chooses with the arrow keys, skipping a disabled option', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderShop(<Delivery onValueChange={(value) => chosen.push(value)} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Courier' }));
    // Held down as a person does: Radix moves the focus on the next tick and chooses the option
    // that receives it while an arrow key is pressed.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pick up in the showroom' }).getAttribute('aria-checked')).toBe('true'));
    await user.keyboard('{/ArrowDown}{ArrowDown>}');
    // The disabled freight option is skipped; the focus wraps to the first option.
    await waitFor(() => expect(chosen).toEqual(['2', '1']));
    await user.keyboard('{/ArrowDown}');
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
