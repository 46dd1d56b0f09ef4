import { type Locale, LOCALES, useShop } from 'otthon';
import { LocaleSwitch } from 'otthon/components';
import { useLocation, useMatches } from 'react-router';
import { isScreenData } from '../lib/screen-data.js';
import { RouterAnchor } from './shop-link.js';

/**
 * The language switch: the same page in the other language (requirements §2), with the other language's
 * slugs the screen's loader found (products, categories, articles and CMS pages differ).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale } = useShop();
  const location = useLocation();
  const screen = useMatches().at(-1)?.loaderData;
  const alternates = isScreenData(screen) ? screen.alternates : undefined;
  const target = LOCALES.find((language): language is Locale => language !== locale) ?? locale;
  return (
    <LocaleSwitch
      pathname={`${location.pathname}${location.search}${location.hash}`}
      alternateSlugs={alternates?.[target]}
      targetLocale={target}
      className={className}
      asChild
    >
      <RouterAnchor />
    </LocaleSwitch>
  );
}
