import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { recordingForm } from '../testing/form.js';
import { renderShop } from '../testing/shop.js';
import { Announcer } from './announcer.js';
import { QuantityField } from './quantity-field.js';

function Controlled({ max, onValueChange }: { max?: number; onValueChange?: (value: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <Announcer />
      <QuantityField
        value={value}
        max={max}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const politeText = () => document.querySelector('[data-politeness="polite"]')?.textContent ?? '';

describe('QuantityField', () => {
  it('steps with its − and + buttons, named in the shop’s language, and stops at 1', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<Controlled max={5} />, { locale: 'hu' });
    const increase = screen.getByRole('button', { name: 'Mennyiség növelése' });
    const decrease = screen.getByRole('button', { name: 'Mennyiség csökkentése' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByTestId('value').textContent).toBe('3');
    await user.click(decrease);
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Mennyiség' }) as HTMLInputElement).value).toBe('2');
    await expectNoAxeViolations(container);
  });

  it('changes with the arrow keys and Home/End from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderShop(<Controlled max={8} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('value').textContent).toBe('3');
    await user.keyboard('{End}');
    expect(screen.getByTestId('value').textContent).toBe('8');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('sets a typed quantity above the stock to the stock and announces it', async () => {
    const user = userEvent.setup();
    const changes: number[] = [];
    renderShop(<Controlled max={12} onValueChange={(value) => changes.push(value)} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '50');
    // Nothing is committed while typing: a cart sends one change, not one per keystroke.
    expect(changes).toEqual([]);
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('12');
    expect(changes).toEqual([12]);
    await waitFor(() => expect(politeText()).toBe('Only 12 in stock; quantity set to 12.'));
  });

  it('sets a typed 0 to the minimum when leaving the field and announces it', async () => {
    const user = userEvent.setup();
    renderShop(<Controlled max={12} />, { locale: 'hu' });
    const input = screen.getByRole('textbox', { name: 'Mennyiség' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect(politeText()).toBe('A legkisebb mennyiség 1 db.'));
  });

  it('takes digits only while typing, and its steppers are no Tab stops (the arrow keys step)', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <Controlled max={20} />
        <button type="button">After</button>
      </>,
      { locale: 'en' },
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '1x2-');
    expect(input.value).toBe('12');
    await user.keyboard('{PageUp}');
    expect(screen.getByTestId('value').textContent).toBe('13');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input);
  });

  it('is disabled as a whole', () => {
    renderShop(<QuantityField disabled defaultValue={2} max={5} />, { locale: 'en' });
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).disabled).toBe(true);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('group').getAttribute('aria-disabled')).toBe('true');
  });

  it('submits its quantity under its name inside a form', async () => {
    const user = userEvent.setup();
    const form = recordingForm();
    renderShop(
      <form.Form>
        <QuantityField name="quantity" defaultValue={3} max={10} />
        <button type="submit">Add</button>
      </form.Form>,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(form.sent).toEqual(['quantity=3']);
  });
});
