import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, createContext, type ReactNode, use, useId } from 'react';
import { cn } from './cn.js';
import { useControllableState } from './use-controllable-state.js';

/** What a {@link RadioGroup} tells its options: their shared name, the chosen value and how to choose. */
interface RadioGroupState {
  name: string;
  value: string;
  choose(value: string): void;
  required: boolean | undefined;
  disabled: boolean | undefined;
  form: string | undefined;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> {
  /** The question the options answer ("Delivery method"); labels the group. Or pass `aria-label(ledby)`. */
  label?: ReactNode;
  /** Keep the label for screen readers only (a heading above already says it). @default false */
  hideLabel?: boolean;
  /** A hint under the label, read with the group. */
  description?: ReactNode;
  /** The server's (or the form's) message; shown under the options and announced with the group. */
  error?: string | undefined;
  /** The chosen option's value (controlled); `''` while none is chosen. */
  value?: string;
  /** The option chosen first when uncontrolled. @default none */
  defaultValue?: string;
  /** Hears each choice: the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** The options' form name: inside a `<form>` the chosen one submits `name=value`. @default a name of the group's own */
  name?: string;
  /** The id of a `<form>` the options belong to when they stand outside it. */
  form?: string;
  /** One option must be chosen: marks the label with an asterisk and the options `required`. @default false */
  required?: boolean;
  /** Disables every option. @default false */
  disabled?: boolean;
  /** How the options are laid out, told to assistive technology (`aria-orientation`). */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A set of options of which one is chosen: native radio buttons sharing one name, so the
 * browser gives the ARIA radio pattern's keys (one Tab stop: the chosen option, or the first;
 * arrow keys move to the next or previous enabled option and choose it, wrapping; Space chooses
 * the focused one) and a form sent before the page's scripts run carries the choice.
 * `value` / `defaultValue` / `onValueChange`.
 *
 * @example
 * <RadioGroup label={t('checkout.delivery.title')} value={deliveryId} onValueChange={selectDelivery}>
 *   {methods.map((m) => <RadioGroupItem key={m.id} value={String(m.id)} variant="card" label={m.title} aside={format(m.price_gross)} />)}
 * </RadioGroup>
 */
function RadioGroup({
  label,
  hideLabel = false,
  description,
  error,
  className,
  children,
  required,
  disabled,
  value,
  defaultValue = '',
  onValueChange,
  name,
  form,
  orientation,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null, props['aria-describedby']].filter(Boolean).join(' ');
  const [chosen, choose] = useControllableState({ value, defaultValue, onValueChange });
  const state: RadioGroupState = { name: name ?? `${id}-options`, value: chosen, choose, required, disabled, form };
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
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-labelledby={label ? labelId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        className={cn('grid gap-3', className)}
        {...props}
        aria-describedby={describedBy || undefined}
      >
        <RadioGroupContext value={state}>{children}</RadioGroupContext>
      </div>
      {error ? (
        <p id={errorId} data-slot="radio-group-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Looks of {@link RadioGroupItem}: a plain radio with its label, or a whole card that is the target. */
const radioGroupItemVariants = cva('', {
  variants: {
    variant: {
      default: '',
      card: [
        'group flex w-full cursor-pointer items-start gap-3 rounded-otthon border border-border bg-surface p-4 text-left transition-colors',
        'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
        'hover:border-input has-checked:border-primary has-checked:bg-accent',
        'has-disabled:cursor-not-allowed has-disabled:bg-muted has-disabled:hover:border-border',
      ],
    },
  },
  defaultVariants: { variant: 'default' },
});

/**
 * The round box every option shows: the native radio itself (`appearance-none`), its dot drawn
 * over it from the browser's own `:checked`, so it shows the choice before any script runs.
 */
const radioCircle = [
  'peer size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-input bg-surface [grid-area:1/1] checked:border-primary',
  'outline-none disabled:cursor-not-allowed',
];

export interface RadioGroupItemProps
  extends Omit<ComponentProps<'input'>, 'type' | 'children' | 'value' | 'checked' | 'defaultChecked' | 'name'>,
    VariantProps<typeof radioGroupItemVariants> {
  /** The value the group reports (and a form submits) when this option is chosen. */
  value: string;
  /** The option's name, e.g. the delivery method's title. */
  label: ReactNode;
  /** More about the option ("Not available with the selected delivery method"). */
  description?: ReactNode;
  /** Shown at the end of a card and read after the label, e.g. the price. */
  aside?: ReactNode;
}

/**
 * One option of a {@link RadioGroup}: a native radio (`data-slot="radio-group-item"`, with the
 * other attributes given). `variant="card"` makes the whole card the target, for delivery and
 * payment methods with a description and a price; `className` then styles the card, otherwise
 * the radio.
 */
function RadioGroupItem({ label, description, aside, variant, className, id, value, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem: render it inside a <RadioGroup>.');
  const generated = useId();
  const itemId = id ?? `${generated}-radio`;
  const labelId = `${generated}-label`;
  const descriptionId = `${generated}-description`;
  const asideId = `${generated}-aside`;
  const describedBy = [description ? descriptionId : null, aside ? asideId : null].filter(Boolean).join(' ') || undefined;
  const card = variant === 'card';
  const checked = group.value === value;
  const off = Boolean(disabled || group.disabled);
  const state = checked ? 'checked' : 'unchecked';
  const radio = (
    <span data-slot="radio-group-control" className={cn('inline-grid size-6 shrink-0 place-items-center', !card && 'has-disabled:opacity-60')}>
      <input
        type="radio"
        data-slot="radio-group-item"
        data-variant={card ? 'card' : 'default'}
        data-state={state}
        data-disabled={off ? '' : undefined}
        id={itemId}
        name={group.name}
        form={group.form}
        value={value}
        checked={checked}
        disabled={off}
        required={group.required}
        // A card names itself by its title and reads its price and description after it.
        aria-labelledby={card ? labelId : undefined}
        aria-describedby={describedBy}
        className={cn(radioCircle, !card && 'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2', !card && className)}
        {...props}
        onChange={(event) => {
          onChange?.(event);
          if (event.target.checked) group.choose(value);
        }}
      />
      <span data-slot="radio-group-indicator" className="pointer-events-none hidden size-2.5 rounded-full bg-primary [grid-area:1/1] peer-checked:block" />
    </span>
  );
  // The card is itself the target (a <label> around the radio); a plain radio has a <label> beside it.
  const name = card ? (
    <span id={labelId} className="font-medium text-foreground">
      {label}
    </span>
  ) : (
    <label htmlFor={itemId} className={cn('leading-snug', off ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer text-foreground')}>
      {label}
    </label>
  );
  const about = description ? (
    <span id={descriptionId} className="text-sm text-muted-foreground sm:col-start-1">
      {description}
    </span>
  ) : null;
  if (card) {
    // The aside (a price) sits under the name on narrow screens, where a column of its own beside
    // the name would squeeze both, and in a column at the end from `sm` up.
    return (
      <label
        htmlFor={itemId}
        data-slot="radio-group-card"
        data-state={state}
        data-disabled={off ? '' : undefined}
        className={cn(radioGroupItemVariants({ variant }), className)}
      >
        {radio}
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
      </label>
    );
  }
  return (
    <div data-slot="radio-group-option" className="flex items-start gap-3">
      {radio}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 pt-0.5 wrap-anywhere">
        {name}
        {about}
      </span>
      {aside ? (
        <span id={asideId} className="shrink-0 pt-0.5 font-medium text-foreground">
          {aside}
        </span>
      ) : null}
    </div>
  );
}

export { RadioGroup, RadioGroupItem, radioGroupItemVariants };
