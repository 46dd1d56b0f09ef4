import { cva } from 'class-variance-authority';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DeliveryMethod, PickupPoint } from '../contract/index.js';
import { PICKUP_CARRIERS, type PickupCarrier } from '../domain/pickup.js';
import { useCart, usePickupPoints } from '../hooks/index.js';
import { useShopRuntime } from '../hooks/shop-context.js';
import { failed } from '../hooks/results.js';
import { searchablePlace } from '../hooks/use-pickup-points.js';
import { dayHours, PointAddress, PointTitle, useToday, WeeklyHours, weekdayAt } from './pickup-point-details.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { TextField } from './field.js';
import { translateMessage } from './form.js';
import { ClockIcon, WarningIcon } from './icons.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Spinner } from './spinner.js';
import { type LabelOverrides, useT } from './use-t.js';

const ALL = 'all';

/** One point of the list: its look follows `data-state` (checked or not) and focus. */
const pickupPointOptionVariants = cva(
  [
    'flex cursor-pointer flex-col gap-1 rounded-otthon border border-border bg-surface p-3 text-left text-sm outline-none transition-colors',
    'hover:border-input focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'data-[state=checked]:border-primary data-[state=checked]:bg-accent',
  ],
  { variants: { kind: { locker: '', counter: '' } } },
);

export interface PickupPointPickerProps {
  /** The delivery method the point is for: its `pickup_carriers` limit the carriers. @default the cart's chosen delivery method */
  method?: DeliveryMethod | undefined;
  /** The chosen point (controlled); `null` for none. @default the cart's `pickup_point` */
  value?: PickupPoint | null;
  /** Called with the point chosen. @default saves it in the cart with the method (`useCart().setDeliveryMethod(method.id, point.id)`) */
  onValueChange?: (point: PickupPoint) => void;
  /** The search text the picker starts with. @default the cart's shipping (else billing) postcode */
  defaultQuery?: string;
  /** A message under the picker (the server's `pickup_point_id` 422). @default the surrounding checkout form's, else the cart's refused choice */
  error?: string | undefined;
  /** The day "today" refers to in the opening hours. @default the visitor's clock (none while server rendering) */
  now?: Date;
  /** How long typing pauses before searching. @default 250 */
  debounceMs?: number;
  /** The heading level of the title; `null` keeps the title for screen readers only. @default 3 */
  headingLevel?: 2 | 3 | 4 | null;
  /** Replaces messages (`checkout.pickup.*`). */
  labels?: LabelOverrides;
  className?: string;
  /** Called after a choice (the default `onValueChange` or yours) so a surrounding form can clear its error. */
  onChoose?: () => void;
}

/** The method's carriers, in the contract's order; every carrier when no method limits them. */
const carriersOf = (method: DeliveryMethod | undefined): PickupCarrier[] =>
  method ? PICKUP_CARRIERS.filter((carrier) => method.pickup_carriers.includes(carrier)) : [...PICKUP_CARRIERS];

/**
 * Chooses the parcel locker or pick-up point of a delivery method that `needs_pickup_point`: a
 * search by postcode or town, a carrier filter limited to the method's `pickup_carriers`, and a
 * listbox of the points nearest first (name, kind, carrier, address, distance, today's hours).
 * Arrow keys, Home and End move through the list, Enter or Space chooses, Tab leaves it. The
 * chosen point shows its details and weekly hours with a "change" action. Loading, nothing
 * found and a failed search are states (`data-state`), and the server's refusal shows under it.
 *
 * @example <PickupPointPicker method={method} />
 */
function PickupPointPicker({
  method: givenMethod,
  value,
  onValueChange,
  defaultQuery,
  error,
  now,
  debounceMs,
  headingLevel = 3,
  labels,
  className,
  onChoose,
}: PickupPointPickerProps) {
  const t = useT(labels);
  const { locale } = useShopRuntime('PickupPointPicker');
  const { cart, setDeliveryMethod, deliveryChoice, lastError } = useCart();
  const id = useId();
  const method = givenMethod ?? cart?.delivery_methods.find((candidate) => candidate.id === cart.delivery_method);
  const carriers = useMemo(() => carriersOf(method), [method]);
  const address = cart?.customer_data.is_delivery_same_as_invoice === false ? cart.customer_data.delivery_data : cart?.customer_data.invoice_data;
  const [query, setQuery] = useState(defaultQuery ?? address?.zipcode ?? '');
  const [carrierChoice, setCarrierChoice] = useState<PickupCarrier | typeof ALL>(ALL);
  const carrier = carriers.length === 1 ? carriers[0] : carrierChoice === ALL ? undefined : carrierChoice;
  const search = usePickupPoints({ q: query, carrier }, debounceMs === undefined ? {} : { debounceMs });
  // The point just chosen, shown while the cart saves it.
  const [picked, setPicked] = useState<PickupPoint | null>(null);
  const [changing, setChanging] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const chosenRef = useRef<HTMLDivElement>(null);
  const moveFocusToChosen = useRef(false);
  const hour = useToday();
  const today = now ? weekdayAt(now) : hour === null ? null : weekdayAt(new Date(hour * 3_600_000));

  const controlled = value !== undefined || onValueChange !== undefined;
  const saving = !controlled && picked !== null && deliveryChoice.status === 'pending' && deliveryChoice.pickupPointId === picked.id;
  const chosen: PickupPoint | null = value !== undefined ? value : saving ? picked : (cart?.pickup_point ?? (controlled ? picked : null));
  // The cart's refused choice: the server's word on the point, else what went wrong (network, session…).
  const refused =
    !controlled && deliveryChoice.status === 'error' && lastError ? (lastError.fieldErrors?.pickup_point_id?.[0] ?? failed(lastError).message) : undefined;
  const message = error ?? (refused ? translateMessage(t, refused) : undefined);
  const showChosen = chosen !== null && !changing;

  // A choice moves the focus to the chosen point (the list it was in goes away); a refused one back
  // to the list, under which the refusal is announced.
  useEffect(() => {
    if (showChosen && moveFocusToChosen.current) chosenRef.current?.focus();
    else if (!showChosen && refused && moveFocusToChosen.current) listRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    if (!saving) moveFocusToChosen.current = false;
  }, [showChosen, refused, saving]);

  const points = useMemo(() => (search.points ?? []).filter((point) => carriers.includes(point.carrier)), [search.points, carriers]);
  const place = search.searched ?? query.trim();

  const choose = (point: PickupPoint) => {
    setPicked(point);
    setChanging(false);
    moveFocusToChosen.current = true;
    onChoose?.();
    if (onValueChange) onValueChange(point);
    else if (method && !controlled) void setDeliveryMethod(method.id, point.id);
  };

  const tabStop = points.find((point) => point.id === focusedId)?.id ?? points.find((point) => point.id === chosen?.id)?.id ?? points[0]?.id;
  const focusOption = (index: number) => {
    const target = points[Math.max(0, Math.min(points.length - 1, index))];
    if (!target) return;
    setFocusedId(target.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[points.indexOf(target)]?.focus();
  };
  const onOptionKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, point: PickupPoint) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: points.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusOption(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(point);
    }
  };

  const state = showChosen
    ? saving
      ? 'saving'
      : 'chosen'
    : searchablePlace(query) === null
      ? 'idle'
      : search.error && !search.points
        ? 'error'
        : search.points === undefined
          ? 'loading'
          : points.length === 0
            ? 'empty'
            : 'results';

  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const titleId = `${id}-title`;
  let body: ReactNode;
  if (showChosen && chosen) {
    const todayHours = today === null ? null : dayHours(chosen.opening_hours, today, t, locale);
    body = (
      <div
        ref={chosenRef}
        tabIndex={-1}
        role="group"
        data-slot="pickup-point-chosen"
        aria-labelledby={`${id}-chosen-label ${id}-chosen-name`}
        className="flex flex-col gap-3 rounded-otthon border border-primary bg-accent p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span id={`${id}-chosen-label`} className="text-muted-foreground">
          {t('checkout.pickup.chosen')}
        </span>
        <PointTitle point={chosen} id={`${id}-chosen-name`} t={t} />
        <PointAddress point={chosen} />
        {today !== null ? (
          <span className="flex items-center gap-1">
            <ClockIcon className="size-4 shrink-0" />
            {todayHours ? t('checkout.pickup.hours.today', { hours: todayHours }) : t('checkout.pickup.hours.closedToday')}
          </span>
        ) : null}
        <WeeklyHours point={chosen} today={today} t={t} locale={locale} />
        {saving ? (
          <Spinner size="sm" label={t('checkout.pickup.saving')} />
        ) : (
          <Button
            type="button"
            variant="outline"
            data-slot="pickup-point-change"
            className="self-start"
            onClick={() => {
              setChanging(true);
              setFocusedId(chosen.id);
            }}
          >
            {t('checkout.pickup.change')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <TextField
          name="pickup_point_query"
          type="search"
          autoComplete="postal-code"
          enterKeyHint="search"
          label={t('checkout.pickup.search')}
          description={t('checkout.pickup.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches (the list follows the text); it must not send the checkout form.
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'ArrowDown' && points.length > 0) {
              event.preventDefault();
              focusOption(
                Math.max(
                  0,
                  points.findIndex((point) => point.id === tabStop),
                ),
              );
            }
          }}
          aria-controls={points.length > 0 ? `${id}-list` : undefined}
        />
        {carriers.length > 1 ? (
          <RadioGroup
            label={t('checkout.pickup.carrier.label')}
            orientation="horizontal"
            value={carrierChoice}
            onValueChange={(next) => setCarrierChoice(next as PickupCarrier | typeof ALL)}
            data-slot="pickup-point-carriers"
            // `!`: the group's own grid display would win over `flex` without tailwind-merge.
            className="flex! flex-wrap gap-x-5 gap-y-2"
          >
            {[ALL, ...carriers].map((option) => (
              <RadioGroupItem
                key={option}
                value={option}
                label={option === ALL ? t('checkout.pickup.carrier.all') : t(`checkout.pickup.carriers.${option as PickupCarrier}`)}
              />
            ))}
          </RadioGroup>
        ) : null}
        {state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {state === 'error' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
              <WarningIcon className="size-4 shrink-0" />
              {t('checkout.pickup.error')}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => void search.mutate()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {state === 'empty' ? <p className="text-sm text-muted-foreground">{t('checkout.pickup.empty', { place })}</p> : null}
        <p role="status" className="sr-only">
          {state === 'results' || state === 'empty' ? t('checkout.pickup.found', { count: points.length }) : ''}
        </p>
        {state === 'results' ? (
          <>
            <span id={`${id}-list-label`} className="text-sm font-medium">
              {t('checkout.pickup.list', { place })}
            </span>
            <div
              ref={listRef}
              id={`${id}-list`}
              role="listbox"
              aria-labelledby={`${id}-list-label`}
              aria-busy={search.isStale || undefined}
              data-slot="pickup-point-list"
              data-stale={search.isStale ? '' : undefined}
              className="grid max-h-[32rem] gap-2 overflow-y-auto p-1 data-[stale]:opacity-70"
            >
              {points.map((point, index) => {
                const selected = point.id === chosen?.id;
                const todayHours = today === null ? null : dayHours(point.opening_hours, today, t, locale);
                return (
                  <div
                    key={point.id}
                    role="option"
                    aria-selected={selected}
                    tabIndex={point.id === tabStop ? 0 : -1}
                    data-slot="pickup-point-option"
                    data-value={point.id}
                    data-state={selected ? 'checked' : 'unchecked'}
                    data-carrier={point.carrier}
                    data-kind={point.kind}
                    className={pickupPointOptionVariants({ kind: point.kind })}
                    onClick={() => choose(point)}
                    onFocus={() => setFocusedId(point.id)}
                    onKeyDown={(event) => onOptionKeyDown(event, index, point)}
                  >
                    {/* The option's name is all it shows (axe: label-content-name-mismatch), its name first. */}
                    <PointTitle point={point} t={t} />
                    <span className="flex flex-col gap-1">
                      <PointAddress point={point} />
                      <span className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                        {point.distance_km !== null ? (
                          <span data-slot="pickup-point-distance">{t('checkout.pickup.distance', { distance: point.distance_km })}</span>
                        ) : null}
                        {today !== null ? (
                          <span data-slot="pickup-point-today">
                            {todayHours ? t('checkout.pickup.hours.today', { hours: todayHours }) : t('checkout.pickup.hours.closedToday')}
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </div>
                );
              })}
            </div>
          </>
        ) : null}
      </>
    );
  }

  return (
    <section
      data-slot="pickup-point-picker"
      data-state={state}
      data-invalid={message ? '' : undefined}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4', className)}
    >
      <Heading id={titleId} className={cn('text-base font-semibold wrap-anywhere', !headingLevel && 'sr-only')}>
        {t('checkout.pickup.title')}
      </Heading>
      {body}
      {message ? (
        <p data-slot="pickup-point-error" role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </section>
  );
}

export { PickupPointPicker, pickupPointOptionVariants };
