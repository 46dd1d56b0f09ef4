import { type FormEvent, type HTMLAttributes, useState } from 'react';
import { announce } from './announcer.js';
import { Button } from './button.js';
import { CheckboxField } from './checkbox.js';
import { cn } from './cn.js';
import { ACCEPT_ALL, type CookieChoice, REJECT_ALL } from './cookie-choice.js';
import { useControllableState } from './use-controllable-state.js';
import { type LabelOverrides, useT } from './use-t.js';

export interface CookieSettingsProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue'> {
  /** The choice shown (controlled). */
  value?: CookieChoice;
  /** The first choice when uncontrolled. @default everything optional off */
  defaultValue?: CookieChoice;
  /** Hears every saved choice: "Save my choices", "Accept all" or "Reject all". */
  onValueChange?(choice: CookieChoice): void;
  /** Replaces messages: `cookieConsent.*`, `announcements.cookieConsent.saved`. */
  labels?: LabelOverrides;
}

/**
 * The cookie settings form (the cookie-settings page, and the banner's "Settings"): necessary
 * cookies always on, analytics and marketing each with its own switch, and "Reject all" exactly
 * as prominent as "Accept all". A saved choice is announced.
 *
 * @example
 * <CookieSettings value={choice} onValueChange={saveChoice} />
 */
function CookieSettings({ value, defaultValue = REJECT_ALL, onValueChange, labels, className, ...props }: CookieSettingsProps) {
  const t = useT(labels);
  const [saved, setSaved] = useControllableState<CookieChoice>({ value, defaultValue, onValueChange });
  // Switches changed but not saved yet; the form shows them over the saved choice.
  const [edits, setEdits] = useState<Partial<CookieChoice>>({});
  const draft = { ...saved, ...edits };
  const save = (choice: CookieChoice) => {
    setEdits({});
    setSaved(choice);
    announce(t('announcements.cookieConsent.saved'));
  };
  return (
    <form
      method="post"
      data-slot="cookie-settings"
      className={cn('flex flex-col gap-5', className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save(draft);
      }}
      {...props}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{t('routes.cookie-settings.title')}</legend>
        <CheckboxField
          name="necessary"
          checked
          disabled
          label={
            <>
              {t('cookieConsent.categories.necessary.title')} <span className="text-sm font-normal text-muted-foreground">({t('cookieConsent.alwaysOn')})</span>
            </>
          }
          description={t('cookieConsent.categories.necessary.description')}
        />
        <CheckboxField
          name="analytics"
          checked={draft.analytics}
          onCheckedChange={(checked) => setEdits((current) => ({ ...current, analytics: checked === true }))}
          label={t('cookieConsent.categories.analytics.title')}
          description={t('cookieConsent.categories.analytics.description')}
        />
        <CheckboxField
          name="marketing"
          checked={draft.marketing}
          onCheckedChange={(checked) => setEdits((current) => ({ ...current, marketing: checked === true }))}
          label={t('cookieConsent.categories.marketing.title')}
          description={t('cookieConsent.categories.marketing.description')}
        />
      </fieldset>
      <div data-slot="cookie-settings-actions" className="flex flex-wrap gap-3 [&>*]:flex-1 sm:[&>*]:flex-none">
        <Button type="submit" variant="outline">
          {t('cookieConsent.save')}
        </Button>
        {/* Reject and accept: the same look, size and place in the tab order (no nudging). */}
        <Button type="button" variant="primary" onClick={() => save(REJECT_ALL)}>
          {t('cookieConsent.rejectAll')}
        </Button>
        <Button type="button" variant="primary" onClick={() => save(ACCEPT_ALL)}>
          {t('cookieConsent.acceptAll')}
        </Button>
      </div>
    </form>
  );
}

export { CookieSettings };
