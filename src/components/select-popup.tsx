import * as SelectPrimitive from '@radix-ui/react-select';
import type { Ref } from 'react';
import { cn } from './cn.js';
import type { useFieldControl } from './field.js';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from './icons.js';
import type { SelectOption } from './select.js';

/*
 * The enhanced control of `Select`, in its own module so that bundlers split Radix Select out of
 * every page that does not show a select; `select.tsx` imports it on demand.
 */

export interface SelectPopupProps {
  ref?: Ref<HTMLButtonElement>;
  /** The field's ARIA wiring (id, described-by, invalid, required). */
  control: ReturnType<typeof useFieldControl>;
  options: readonly SelectOption[];
  value: string;
  onValueChange(value: string): void;
  placeholder: string | undefined;
  disabled: boolean;
  name: string | undefined;
  autoComplete: string | undefined;
  className: string;
  chevronClassName: string;
}

function SelectPopup({
  ref,
  control,
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
  name,
  autoComplete,
  className,
  chevronClassName,
}: SelectPopupProps) {
  const { required, ...triggerProps } = control;
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled} name={name} autoComplete={autoComplete} required={required}>
      <SelectPrimitive.Trigger ref={ref} data-slot="select-trigger" {...triggerProps} className={className}>
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDownIcon className={chevronClassName} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden',
            'rounded-otthon border border-border bg-surface text-foreground shadow-lg',
          )}
        >
          <SelectPrimitive.ScrollUpButton data-slot="select-scroll-button" className="flex h-6 items-center justify-center text-muted-foreground">
            <ChevronUpIcon className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className={cn(
                  'relative flex min-h-10 cursor-default items-center rounded-[calc(var(--otthon-radius)/2)] py-2 pr-3 pl-9 text-base outline-none select-none',
                  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:text-muted-foreground data-[state=checked]:font-medium',
                )}
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <CheckIcon className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton data-slot="select-scroll-button" className="flex h-6 items-center justify-center text-muted-foreground">
            <ChevronDownIcon className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export type SelectPopupComponent = typeof SelectPopup;

export { SelectPopup };
