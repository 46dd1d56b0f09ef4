import { cva } from 'class-variance-authority';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import type { City } from '../contract/index.js';
import { type PostcodeLookupStatus, usePostcodeLookup } from '../hooks/index.js';
import type { Translator } from '../i18n/translate.js';
import { cn } from './cn.js';
import { TextField, type TextFieldProps } from './field.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Spinner } from './spinner.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The line under the postcode saying what the lookup found; its tone follows `data-state`. */
// Empty, it stays in the accessibility tree (`sr-only`, not hidden), so what fills it is announced.
const postcodeStatusVariants = cva('flex items-center gap-2 text-sm empty:sr-only', {
  variants: {
    status: {
      idle: '',
      loading: 'text-muted-foreground',
      found: 'text-muted-foreground',
      choice: 'text-foreground',
      unknown: 'text-warning',
      error: 'text-muted-foreground',
    },
  },
  defaultVariants: { status: 'idle' },
});

/** A settlement as the shopper reads it: Budapest with its district ("Budapest, District XI."). */
function cityLabel(city: City, t: Translator): string {
  return city.district ? t('forms.postcode.cityWithDistrict', { city: city.name, district: city.district }) : city.name;
}

export interface PostcodeFieldProps extends Omit<TextFieldProps, 'label' | 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The field's label. @default the catalogue's `fields.zipcode` */
  label?: ReactNode;
  /** The postcode (controlled). */
  value?: string;
  /** The postcode to start with when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the text on every change. */
  onValueChange?: (value: string) => void;
  /** The native change event, for form libraries that register the input (`register('zipcode')`). */
  onChange?: TextFieldProps['onChange'];
  /** The town field's current value: the choice between settlements marks it, and one already there is not replaced when the page opens. */
  city?: string;
  /**
   * Fills the town field: called with the settlement of a complete postcode that has exactly one,
   * or with the one the shopper picks where several share the code.
   */
  onCityChange?: (city: City) => void;
  /** Look the code up (a Hungarian address); off for other countries, whose codes are not Hungary's. @default true */
  lookup?: boolean;
  /** Replaces messages (`forms.postcode.*`, `fields.zipcode`). */
  labels?: LabelOverrides;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A postcode input that fills the town: once four digits are typed it looks the code up
 * (`usePostcodeLookup`); one settlement fills the town field through `onCityChange`, several are
 * offered as a choice, none says the code is unknown (the town can still be typed). Budapest shows
 * with its district. Where the lookup stands is `data-state` (`idle`, `loading`, `found`,
 * `choice`, `unknown`, `error`) and is announced politely.
 *
 * @example
 * <PostcodeField name="zipcode" value={zipcode} onValueChange={setZipcode} city={city} onCityChange={(found) => setCity(found.name)} />
 */
function PostcodeField({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  city,
  onCityChange,
  lookup = true,
  labels,
  description,
  fieldClassName,
  autoComplete = 'postal-code',
  ...props
}: PostcodeFieldProps) {
  const t = useT(labels);
  const [code, setCode] = useControllableState({ value, defaultValue, onValueChange });
  const found = usePostcodeLookup(lookup ? code : '');
  const status: PostcodeLookupStatus = found.status;
  // The town is filled for a code the shopper typed, or when it is still empty: a saved address's
  // own spelling of its town stays when the page opens.
  const typed = useRef(false);
  const only = found.city;
  const onCity = useRef(onCityChange);
  onCity.current = onCityChange;
  const currentCity = useRef(city);
  currentCity.current = city;
  // Once per code: a town the shopper corrects afterwards stays, whatever a later revalidation answers.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!only || filledFor.current === only.zipcode) return;
    filledFor.current = only.zipcode;
    const town = currentCity.current?.trim() ?? '';
    if (town === only.name || (!typed.current && town !== '')) return;
    onCity.current?.(only);
  }, [only]);

  let statusText: ReactNode = null;
  if (status === 'loading') {
    statusText = (
      <>
        <Spinner size="sm" decorative /> {t('forms.postcode.looking')}
      </>
    );
  } else if (status === 'found' && only) statusText = t('forms.postcode.filled', { city: cityLabel(only, t) });
  else if (status === 'unknown') statusText = t('forms.postcode.unknown');
  else if (status === 'error') statusText = t('forms.postcode.error');

  return (
    <div data-slot="postcode-field" data-state={status} className={cn('flex flex-col gap-2', fieldClassName)}>
      <TextField
        {...props}
        autoComplete={autoComplete}
        inputMode={lookup ? 'numeric' : 'text'}
        label={label ?? t('fields.zipcode')}
        description={description}
        value={code}
        onChange={(event) => {
          typed.current = true;
          setCode(event.target.value);
          onChange?.(event);
        }}
      />
      {/* Polite, so the filled town (or the unknown code) is heard without leaving the field. */}
      <p role="status" data-slot="postcode-field-status" className={postcodeStatusVariants({ status: status === 'choice' ? 'idle' : status })}>
        {statusText}
      </p>
      {status === 'choice' ? (
        <RadioGroup
          label={t('forms.postcode.choose')}
          data-slot="postcode-field-choice"
          value={String(found.cities.find((candidate) => candidate.name === city?.trim())?.id ?? '')}
          onValueChange={(next) => {
            const picked = found.cities.find((candidate) => String(candidate.id) === next);
            if (picked) onCityChange?.(picked);
          }}
          className="flex flex-col gap-2"
        >
          {found.cities.map((candidate) => (
            <RadioGroupItem key={candidate.id} value={String(candidate.id)} label={cityLabel(candidate, t)} />
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}

export { PostcodeField, postcodeStatusVariants };
