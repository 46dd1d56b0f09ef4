import { type ReactNode, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useCountries } from '../hooks/index.js';
import { checkTaxNumber, type TaxNumberProblem } from '../domain/tax-number.js';
import type { MessageKey } from '../i18n/messages.js';
import type { Translator } from '../i18n/translate.js';
import { CheckboxField } from './checkbox.js';
import { type CheckoutValues, useCheckoutForm } from './checkout-form-context.js';
import { cn } from './cn.js';
import { TextField } from './field.js';
import { PostcodeField } from './postcode-field.js';
import { RadioGroup, RadioGroupItem } from './radio-group.js';
import { Select } from './select.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The contract's postal code format, checked before sending. */
const ZIPCODE_PATTERN = /^[0-9A-Za-z -]{3,10}$/;
/** The message of each way a tax number can be wrong (the rule is the domain's `checkTaxNumber`). */
const TAX_NUMBER_ERRORS = {
  format: 'forms.errors.taxNumber',
  taxpayer: 'forms.errors.taxNumberTaxpayer',
  checkDigit: 'forms.errors.taxNumberCheckDigit',
  vatCode: 'forms.errors.taxNumberVatCode',
  county: 'forms.errors.taxNumberCounty',
} as const satisfies Record<TaxNumberProblem, MessageKey>;
/** The country whose postcodes the shop can look up (`GET /api/cities`). */
const LOOKUP_COUNTRY_CODE = 'HU';

/** `true` for a valid tax number, else the message saying what is wrong with it. */
function taxNumberError(value: string, t: Translator): true | string {
  const problem = checkTaxNumber(value);
  return problem === null || t(TAX_NUMBER_ERRORS[problem]);
}

type AddressPrefix = 'invoice_data' | 'delivery_data';

interface AddressFieldsProps {
  prefix: AddressPrefix;
  /** The autocomplete section (`billing` / `shipping`), so browsers fill the right address. */
  section: 'billing' | 'shipping';
  t: Translator;
  /** The form's label overrides, for the postcode field's own messages (`forms.postcode.*`). */
  labels: LabelOverrides | undefined;
}

/**
 * Name, country, postal code, city and street of one address. The country list comes from
 * `useCountries`; in Hungary the postal code fills the city (`PostcodeField`): a code of one
 * settlement fills it, one shared by several offers them to choose from.
 */
function AddressFields({ prefix, section, t, labels }: AddressFieldsProps) {
  const { form } = useCheckoutForm('AddressFields');
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const { data: countries, isLoading: countriesLoading } = useCountries();
  const countryId = useWatch({ control, name: `${prefix}.country_id` });
  const city = useWatch({ control, name: `${prefix}.city` });
  const country = countries?.find((candidate) => String(candidate.id) === countryId);
  const fieldErrors = errors[prefix];
  const required = t('forms.errors.required');
  // Hidden shipping fields ("same as billing") keep their values but are not checked.
  const skip = (values: CheckoutValues) => prefix === 'delivery_data' && values.is_delivery_same_as_invoice;
  const filled = (value: string, values: CheckoutValues) => skip(values) || value.trim() !== '' || required;

  return (
    <div data-slot="address-fields" className="grid gap-4 sm:grid-cols-6">
      <TextField
        {...register(`${prefix}.name`, { validate: filled })}
        autoComplete={`${section} name`}
        label={t('fields.name')}
        error={fieldErrors?.name?.message}
        required
        fieldClassName="sm:col-span-6"
      />
      <Controller
        control={control}
        name={`${prefix}.country_id`}
        rules={{ validate: filled }}
        render={({ field, fieldState }) => (
          <Select
            name={field.name}
            label={t('fields.country')}
            autoComplete={`${section} country-name`}
            required
            disabled={countriesLoading && !countries}
            options={(countries ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            fieldClassName="sm:col-span-6"
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}.zipcode`}
        rules={{
          validate: (value, values) => skip(values) || (value.trim() === '' ? required : ZIPCODE_PATTERN.test(value.trim()) || t('forms.errors.zipcode')),
        }}
        render={({ field, fieldState }) => (
          <PostcodeField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            // Until the countries are known the address is taken for Hungarian, the shop's default.
            lookup={!country || country.code === LOOKUP_COUNTRY_CODE}
            city={city}
            onCityChange={(found) => setValue(`${prefix}.city`, found.name, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
            autoComplete={`${section} postal-code`}
            label={t('fields.zipcode')}
            {...(labels ? { labels } : {})}
            error={fieldState.error?.message}
            required
            fieldClassName="sm:col-span-2"
          />
        )}
      />
      <TextField
        {...register(`${prefix}.city`, { validate: filled })}
        autoComplete={`${section} address-level2`}
        label={t('fields.city')}
        error={fieldErrors?.city?.message}
        required
        fieldClassName="sm:col-span-4"
      />
      <TextField
        {...register(`${prefix}.address`, { validate: filled })}
        autoComplete={`${section} street-address`}
        label={t('fields.address')}
        error={fieldErrors?.address?.message}
        required
        fieldClassName="sm:col-span-6"
      />
    </div>
  );
}

export interface AddressFormProps {
  /** The heading level of the section title; `null` leaves the title out. @default 2 */
  headingLevel?: 2 | 3 | 4 | null;
  /** Replaces messages (`checkout.billing.*`, `checkout.shipping.*`, `fields.*`, `forms.*`). */
  labels?: LabelOverrides;
  className?: string;
}

function Section({
  id,
  title,
  headingLevel,
  children,
  slot,
  className,
}: {
  id: string;
  title: string;
  headingLevel: AddressFormProps['headingLevel'];
  children: ReactNode;
  slot: string;
  className?: string | undefined;
}) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section data-slot={slot} aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      {Heading ? (
        <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
          {title}
        </Heading>
      ) : (
        <span id={`${id}-title`} className="sr-only">
          {title}
        </span>
      )}
      {children}
    </section>
  );
}

/**
 * The billing address: an individual's or a company's — a company adds its company name
 * and tax number, both required then and checked as the contract does. Inside a
 * `CheckoutFormProvider`.
 *
 * @example <BillingForm />
 */
function BillingForm({ headingLevel = 2, labels, className }: AddressFormProps) {
  const { form, labels: formLabels } = useCheckoutForm('BillingForm');
  const t = useT({ ...formLabels, ...labels });
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const isCompany = useWatch({ control, name: 'invoice_data.is_company' });
  const required = t('forms.errors.required');
  return (
    <Section id={id} slot="billing-form" title={t('checkout.billing.title')} headingLevel={headingLevel} className={className}>
      <Controller
        control={control}
        name="invoice_data.is_company"
        render={({ field }) => (
          <RadioGroup
            label={t('fields.customerType.label')}
            value={field.value ? 'company' : 'individual'}
            onValueChange={(next) => field.onChange(next === 'company')}
            className="flex flex-wrap gap-x-6 gap-y-2"
          >
            <RadioGroupItem value="individual" label={t('fields.customerType.individual')} />
            <RadioGroupItem value="company" label={t('fields.customerType.company')} />
          </RadioGroup>
        )}
      />
      {isCompany ? (
        <div data-slot="billing-form-company" className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...register('invoice_data.company_name', {
              validate: (value, values) => !values.invoice_data.is_company || value.trim() !== '' || required,
            })}
            autoComplete="billing organization"
            label={t('fields.companyName')}
            error={errors.invoice_data?.company_name?.message}
            required
          />
          <TextField
            {...register('invoice_data.tax_number', {
              validate: (value, values) => !values.invoice_data.is_company || (value.trim() === '' ? required : taxNumberError(value, t)),
            })}
            autoComplete="off"
            inputMode="text"
            label={t('fields.taxNumber')}
            description={t('forms.hints.taxNumber')}
            error={errors.invoice_data?.tax_number?.message}
            required
          />
        </div>
      ) : null}
      <AddressFields prefix="invoice_data" section="billing" t={t} labels={{ ...formLabels, ...labels }} />
    </Section>
  );
}

/**
 * The shipping address with "same as billing": ticked, its fields are hidden and the
 * server copies the billing address; unticked, the shipping fields appear, prefilled from billing
 * when still empty. Inside a `CheckoutFormProvider`.
 *
 * @example <ShippingForm />
 */
function ShippingForm({ headingLevel = 2, labels, className }: AddressFormProps) {
  const { form, labels: formLabels } = useCheckoutForm('ShippingForm');
  const t = useT({ ...formLabels, ...labels });
  const id = useId();
  const { control, getValues, setValue } = form;
  const same = useWatch({ control, name: 'is_delivery_same_as_invoice' });
  return (
    <Section id={id} slot="shipping-form" title={t('checkout.shipping.title')} headingLevel={headingLevel} className={className}>
      <Controller
        control={control}
        name="is_delivery_same_as_invoice"
        render={({ field }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={(checked) => {
              const next = checked === true;
              if (!next) {
                const billing = getValues('invoice_data');
                const shipping = getValues('delivery_data');
                const empty = !shipping.name && !shipping.zipcode && !shipping.city && !shipping.address;
                if (empty) {
                  const copy: CheckoutValues['delivery_data'] = {
                    name: billing.name,
                    country_id: billing.country_id,
                    zipcode: billing.zipcode,
                    city: billing.city,
                    address: billing.address,
                  };
                  setValue('delivery_data', copy, { shouldDirty: true });
                }
              }
              field.onChange(next);
            }}
            label={t('fields.sameAsBilling')}
          />
        )}
      />
      {same ? null : <AddressFields prefix="delivery_data" section="shipping" t={t} labels={{ ...formLabels, ...labels }} />}
    </Section>
  );
}

export { BillingForm, ShippingForm, ZIPCODE_PATTERN };
