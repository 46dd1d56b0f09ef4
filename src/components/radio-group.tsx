import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId } from 'react';
import { cn } from './cn.js';

export interface RadioGroupProps extends ComponentProps<typeof RadioGroupPrimitive.Root> {
  /** The question the options answer ("Delivery method"); labels the group. Or pass `aria-label(ledby)`. */
  label?: ReactNode;
  /** Keep the label for screen readers only (a heading above already says it). @default false */
  hideLabel?: boolean;
  /** A hint under the label, read with the group. */
  description?: ReactNode;
  /** The server's (or the form's) message; shown under the options and announced with the group. */
  error?: string | undefined;
}

/**
 * A set of options of which one is chosen (Radix), with the ARIA radio pattern's keys: one Tab
 * stop (the chosen option, or the first), arrow keys move to the next or previous enabled option
 * and choose it, Space chooses the focused one, Tab leaves the group. `value` / `defaultValue` / `onValueChange`; with `name` inside a form it
 * submits like native radios.
 *
 * @example
 * <RadioGroup label={t('checkout.delivery.title')} value={deliveryId} onValueChange={selectDelivery}>
 *   {methods.map((m) => <RadioGroupItem key={m.id} value={String(m.id)} variant="card" label={m.title} aside={format(m.price_gross)} />)}
 * </RadioGroup>
 */
function RadioGroup({ label, hideLabel = false, description, error, className, children, required, ...props }: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null, props['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div data-slot="radio-group-field" data-invalid={error ? '' : undefined} className="flex flex-col gap-2">
      {label ? (
        <div id={labelId} data-slot="radio-group-label" className={cn('text-sm font-medium text-foreground wrap-anywhere', hideLabel && 'sr-only')}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          ) : null}
        </div>
      ) : null}
      {description ? (
        <p id={descriptionId} data-slot="radio-group-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        aria-labelledby={label ? labelId : undefined}
        aria-invalid={error ? true : undefined}
        required={required}
        className={cn('grid gap-3', className)}
        {...props}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p id={errorId} data-slot="radio-group-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Looks of {@link RadioGroupItem}: a plain radio with its label, or a whole card that is the target. */
const radioGroupItemVariants = cva('outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed', {
  variants: {
    variant: {
      default: [
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-input bg-surface',
        'data-[state=checked]:border-primary disabled:opacity-60',
      ],
      card: [
        'group flex w-full items-start gap-3 rounded-otthon border border-border bg-surface p-4 text-left transition-colors',
        'hover:border-input data-[state=checked]:border-primary data-[state=checked]:bg-accent',
        'data-[disabled]:bg-muted data-[disabled]:hover:border-border',
      ],
    },
  },
  defaultVariants: { variant: 'default' },
});

/** Which way each arrow key moves through the options (left and right swap in right-to-left text). */
const ARROW_STEPS: Record<string, { step: 1 | -1; axis: 'vertical' | 'horizontal' }> = {
  ArrowDown: { step: 1, axis: 'vertical' },
  ArrowUp: { step: -1, axis: 'vertical' },
  ArrowRight: { step: 1, axis: 'horizontal' },
  ArrowLeft: { step: -1, axis: 'horizontal' },
};

/**
 * An arrow key on an option focuses the next (or previous) enabled option of its group, wrapping
 * around, and chooses it — on every press, however short. Radix alone moves the focus a tick
 * later and chooses only while the key is still down, so a quick press (and most assistive
 * technology) moved the focus without choosing.
 */
function chooseWithArrowKey(event: KeyboardEvent<HTMLButtonElement>) {
  const arrow = ARROW_STEPS[event.key];
  if (!arrow || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const option = event.currentTarget;
  const group = option.closest('[role="radiogroup"]');
  const orientation = group?.getAttribute('aria-orientation');
  if (!group || (orientation && orientation !== arrow.axis)) return;
  const options = Array.from(group.querySelectorAll<HTMLButtonElement>('[data-slot="radio-group-item"]')).filter(
    (candidate) => !candidate.disabled && candidate.closest('[role="radiogroup"]') === group,
  );
  const index = options.indexOf(option);
  if (index < 0) return;
  const rightToLeft = arrow.axis === 'horizontal' && option.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const step = rightToLeft ? -arrow.step : arrow.step;
  const next = options[(index + step + options.length) % options.length]!;
  // Radix's own arrow handling stays out: its roving focus skips a handled key, and its
  // document listener, which chooses whatever gets focus while an arrow is down, never hears it
  // (so one press chooses once).
  event.preventDefault();
  event.stopPropagation();
  next.focus();
  if (next.getAttribute('aria-checked') !== 'true') next.click();
}

const radioDot =
  'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-input bg-surface group-data-[state=checked]:border-primary';

export interface RadioGroupItemProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'>, VariantProps<typeof radioGroupItemVariants> {
  /** The option's name, e.g. the delivery method's title. */
  label: ReactNode;
  /** More about the option ("Not available with the selected delivery method"). */
  description?: ReactNode;
  /** Shown at the end of a card and read after the label, e.g. the price. */
  aside?: ReactNode;
}

/**
 * One option of a {@link RadioGroup}. `variant="card"` makes the whole card the target, for
 * delivery and payment methods with a description and a price.
 */
function RadioGroupItem({ label, description, aside, variant, className, id, onKeyDown, ...props }: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? `${generated}-radio`;
  const labelId = `${generated}-label`;
  const descriptionId = `${generated}-description`;
  const asideId = `${generated}-aside`;
  const describedBy = [description ? descriptionId : null, aside ? asideId : null].filter(Boolean).join(' ') || undefined;
  const card = variant === 'card';
  const indicator = (
    <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex">
      <span className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Indicator>
  );
  // The card is itself the target and names itself by its title; a plain radio has a <label>.
  const name = card ? (
    <span id={labelId} className="font-medium text-foreground">
      {label}
    </span>
  ) : (
    <label htmlFor={itemId} className={cn('leading-snug', props.disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer text-foreground')}>
      {label}
    </label>
  );
  const about = description ? (
    <span id={descriptionId} className="text-sm text-muted-foreground sm:col-start-1">
      {description}
    </span>
  ) : null;
  // On a card the aside (a price) sits under the name on narrow screens, where a column of its
  // own beside the name would squeeze both, and in a column at the end from `sm` up.
  const text = card ? (
    <span className={cn('grid min-w-0 flex-1 gap-0.5 pt-0.5 wrap-anywhere', aside && 'sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-3')}>
      {name}
      {aside ? (
        <span
          id={asideId}
          data-slot="radio-group-aside"
          className={cn('font-medium text-foreground sm:col-start-2 sm:row-start-1 sm:whitespace-nowrap', about && 'sm:row-span-2')}
        >
          {aside}
        </span>
      ) : null}
      {about}
    </span>
  ) : (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 pt-0.5 wrap-anywhere">
        {name}
        {about}
      </span>
      {aside ? (
        <span id={asideId} className="shrink-0 pt-0.5 font-medium text-foreground">
          {aside}
        </span>
      ) : null}
    </>
  );
  const item = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      data-variant={card ? 'card' : 'default'}
      id={itemId}
      aria-labelledby={card ? labelId : undefined}
      aria-describedby={describedBy}
      className={cn(radioGroupItemVariants({ variant }), className)}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) chooseWithArrowKey(event);
      }}
    >
      {card ? (
        <>
          <span aria-hidden="true" className={radioDot}>
            {indicator}
          </span>
          {text}
        </>
      ) : (
        indicator
      )}
    </RadioGroupPrimitive.Item>
  );
  if (card) return item;
  return (
    <div data-slot="radio-group-option" className="flex items-start gap-3">
      {item}
      {text}
    </div>
  );
}

export { RadioGroup, RadioGroupItem, radioGroupItemVariants };
