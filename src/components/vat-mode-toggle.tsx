import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { VAT_MODES, type VatMode } from '../domain/constants.js';
import { isVatMode } from '../domain/vat.js';
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
 * Net or gross prices (spec §1; net by default, spec §3): two options of one radio group, so
 * arrow keys switch between them and every price of the shop follows at once.
 *
 * @example
 * <VatModeToggle />
 */
function VatModeToggle({ value, onValueChange, hideLabel = true, size, labels, className }: VatModeToggleProps) {
  const t = useT(labels);
  const { vatMode, setVatMode } = useVatMode();
  const labelId = `${useId()}-label`;
  return (
    <div data-slot="vat-mode-toggle" className={cn('inline-flex items-center gap-2', className)}>
      <span id={labelId} className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}>
        {t('vat.mode.label')}
      </span>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value ?? vatMode}
        onValueChange={(next) => {
          if (!isVatMode(next)) return;
          if (value === undefined) setVatMode(next);
          onValueChange?.(next);
        }}
        className={vatModeToggleVariants({ size })}
      >
        {VAT_MODES.map((mode) => (
          <RadioGroupPrimitive.Item
            key={mode}
            value={mode}
            data-slot="vat-mode-option"
            className={cn(
              'inline-flex items-center justify-center rounded-[calc(var(--otthon-radius)-2px)] font-medium text-muted-foreground transition-colors',
              'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            )}
          >
            {t(`vat.mode.${mode}`)}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

export { VatModeToggle, vatModeToggleVariants };
