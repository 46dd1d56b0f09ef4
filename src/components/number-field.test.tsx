import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { Announcer } from './announcer.js';
import { NumberField } from './number-field.js';

function Controlled({ max, error, onClamp }: { max?: number; error?: string; onClamp?: (typed: number, limit: number) => void }) {
  const [value, setValue] = useState<number | null>(0);
  return (
    <>
      <Announcer />
      <NumberField label="Darabszám" value={value} onChange={setValue} minValue={0} maxValue={max} error={error} onClamp={onClamp} />
      <output data-testid="value">{value === null ? 'empty' : value}</output>
    </>
  );
}

const politeText = () => document.querySelector('[data-politeness="polite"]')?.textContent ?? '';

describe('NumberField', () => {
  it('steps with its buttons and the arrow keys in the shop’s language, and stops at its limits', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<Controlled max={3} />, { locale: 'hu' });
    const input = screen.getByRole('textbox', { name: 'Darabszám' });
    // The steppers are named after the field, so a list of several fields stays clear.
    const increase = screen.getByRole('button', { name: 'Darabszám növelése' });
    const decrease = screen.getByRole('button', { name: 'Darabszám csökkentése' });
    expect(input.getAttribute('aria-roledescription')).toBe('Számmező');
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByTestId('value').textContent).toBe('2');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Home}');
    expect(screen.getByTestId('value').textContent).toBe('0');
    await expectNoAxeViolations(container);
  });

  it('sets a typed number above the limit to the limit when it commits, says so, and tells the form', async () => {
    const user = userEvent.setup();
    const clamps: Array<[number, number]> = [];
    renderShop(<Controlled max={4} onClamp={(typed, limit) => clamps.push([typed, limit])} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Darabszám' });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('value').textContent).toBe('4');
    expect(clamps).toEqual([[9, 4]]);
    await waitFor(() => expect(politeText()).toBe('The largest number allowed is 4; the field now says 4.'));
  });

  it('reads its error with the field and marks it invalid', async () => {
    renderShop(<Controlled max={4} error="4 of 4 pcs can be withdrawn" />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Darabszám' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(error?.textContent).toBe('4 of 4 pcs can be withdrawn');
  });

  it('names its steppers after labelText when the label is markup', () => {
    renderShop(
      <NumberField
        label={
          <>
            Darabszám<span className="sr-only">: Bakony kanapé</span>
          </>
        }
        labelText="Darabszám: Bakony kanapé"
        defaultValue={1}
        maxValue={3}
      />,
      { locale: 'hu' },
    );
    expect(screen.getByRole('textbox', { name: 'Darabszám: Bakony kanapé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Darabszám: Bakony kanapé növelése' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Darabszám: Bakony kanapé csökkentése' })).toBeTruthy();
  });
});
