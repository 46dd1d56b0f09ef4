import { Fragment, type ReactNode } from 'react';
import { useRoutePath, useShop } from '../hooks/index.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { renderAnchor, type RenderLink } from './link.js';
import { PRIVACY_PAGE_SLUGS } from './privacy-page.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

/** The two consents registration and checkout require. */
export interface Consents {
  privacy: boolean;
  terms: boolean;
}

/** Parts of a rich message as siblings React can tell apart. */
const keyed = (parts: ReactNode[]) => parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

export interface ConsentCheckboxesProps {
  /** Controlled ticks. */
  value?: Consents;
  /** Initial ticks when uncontrolled. @default both unticked */
  defaultValue?: Consents;
  onValueChange?: (value: Consents) => void;
  /** Messages under each box, e.g. the server's `accept_privacy` error. */
  errors?: { privacy?: string | undefined; terms?: string | undefined };
  /** The privacy policy. @default the `privacy-policy` (en) / `adatvedelmi-tajekoztato` (hu) CMS page */
  privacyHref?: string;
  /** The terms and conditions. @default the terms route */
  termsHref?: string;
  /** Renders the two links, so the shop passes its router's `Link`. They open in a new tab, so the form is not lost. @default a plain anchor */
  renderLink?: RenderLink;
  /** Form names of the boxes. @default { privacy: 'accept_privacy', terms: 'accept_terms' } */
  names?: { privacy: string; terms: string };
  /** Called when a box loses focus (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** Replaces `consent.privacy` / `consent.terms` (rich text with a `<link>` tag). */
  labels?: LabelOverrides;
  className?: string;
}

/**
 * The privacy-policy and terms consents: both required, labels marked with an
 * asterisk, each with a link to the document that opens in a new tab (and says so).
 *
 * @example
 * <Controller control={control} name="consents" rules={{ validate: (v) => v.privacy && v.terms }}
 *   render={({ field }) => <ConsentCheckboxes value={field.value} onValueChange={field.onChange} errors={consentErrors} />} />
 */
function ConsentCheckboxes({
  value,
  defaultValue = { privacy: false, terms: false },
  onValueChange,
  errors,
  privacyHref,
  termsHref,
  renderLink = renderAnchor,
  names = { privacy: 'accept_privacy', terms: 'accept_terms' },
  onBlur,
  labels,
  className,
}: ConsentCheckboxesProps) {
  const t = useT(labels);
  const { locale } = useShop();
  const pathTo = useRoutePath();
  const [consents, setConsents] = useControllableState({ value, defaultValue, onValueChange });
  const link = (href: string) => (chunks: ReactNode[]) =>
    renderLink({
      href,
      target: '_blank',
      rel: 'noopener',
      'data-slot': 'consent-link',
      className:
        'font-medium text-primary underline underline-offset-4 hover:no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
      children: (
        <>
          {chunks} <span className="sr-only">{t('common.externalLink')}</span>
        </>
      ),
    });
  const privacy = privacyHref ?? pathTo('page_slug', { page_slug: PRIVACY_PAGE_SLUGS[locale] });
  const terms = termsHref ?? pathTo('terms');

  return (
    <div data-slot="consent-checkboxes" className={cn('flex flex-col gap-3', className)}>
      <CheckboxField
        name={names.privacy}
        required
        checked={consents.privacy}
        onCheckedChange={(checked) => setConsents({ ...consents, privacy: checked === true })}
        onBlur={onBlur}
        error={errors?.privacy}
        label={keyed(t.rich<ReactNode>('consent.privacy', { link: link(privacy) }))}
      />
      <CheckboxField
        name={names.terms}
        required
        checked={consents.terms}
        onCheckedChange={(checked) => setConsents({ ...consents, terms: checked === true })}
        onBlur={onBlur}
        error={errors?.terms}
        label={keyed(t.rich<ReactNode>('consent.terms', { link: link(terms) }))}
      />
    </div>
  );
}

export { ConsentCheckboxes };
