import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { VAT_MODES, type VatMode } from '../domain/constants.js';
import { useVatMode } from '../hooks/index.js';
import { cn } from './cn.js';
import { type LabelOverrides, useT } from './use-t.js';

const vatModeToggleVariants = cva('inline-flex rounded-otthon border border-input bg-surface p-0.5', {
  variants: {
    size: {
      // Each option stays at least 28 px tall (WCAG 2.2 2.5.8 asks 24).
      sm: '[&_[data-slot=vat-mode-option]]:min-h-7 [&_[data-slot=vat-mode-option]]:px-2.5 [&_[data-slot=vat-mode-option]]:text-sm',
      md: '[&_[data-slot=vat-mode-option]]:min-h-9 [&_[data-slot=vat-mode-option]]:px-4',
    },
  },
  defaultVariants: { size: 'sm' },
});

export interface VatModeToggleProps extends VariantProps<typeof vatModeToggleVariants> {
  /** The mode shown (controlled); defaults to the shop's (`useVatMode()`). */
  value?: VatMode;
  /** Hears the choice; without `value` the shop's mode is switched too (kept in the `vat_mode` cookie). */
  onValueChange?(mode: VatMode): void;
  /** Keep the "Prices" label for screen readers only. @default true */
  hideLabel?: boolean;
  /** Replaces messages: `vat.mode.*`. */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * Net or gross prices (the provider's `defaultVatMode` first): two native radio buttons of one labelled
 * group, so Tab reaches the chosen one, arrow keys switch between them and every price of the shop
 * follows at once.
 *
 * @example
 * <VatModeToggle />
 */
function VatModeToggle({ value, onValueChange, hideLabel = true, size, labels, className }: VatModeToggleProps) {
  const t = useT(labels);
  const { vatMode, setVatMode } = useVatMode();
  const id = useId();
  const current = value ?? vatMode;
  const choose = (mode: VatMode) => {
    if (value === undefined) setVatMode(mode);
    onValueChange?.(mode);
  };
  return (
    <div data-slot="vat-mode-toggle" className={cn('inline-flex items-center gap-2', className)}>
      <span id={`${id}-label`} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {t('vat.mode.label')}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={vatModeToggleVariants({ size })}>
        {VAT_MODES.map((mode) => (
          <label
            key={mode}
            data-slot="vat-mode-option"
            data-state={mode === current ? 'checked' : 'unchecked'}
            className={cn(
              'relative inline-flex cursor-pointer items-center justify-center rounded-[calc(var(--otthon-radius)-2px)] font-medium text-muted-foreground transition-colors select-none',
              'hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              'data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={mode === current}
              onChange={() => choose(mode)}
              // Invisible but covering the whole option, so a click anywhere on it lands on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
            />
            {t(`vat.mode.${mode}`)}
          </label>
        ))}
      </div>
    </div>
  );
}

export { VatModeToggle, vatModeToggleVariants };
