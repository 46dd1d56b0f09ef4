/** Every CMS page: the static pages of requirements §2, the privacy policy, the showroom and two catch-all pages. */
import { isoSeconds } from '../../text.js';
import type { SeedCmsPage } from '../../types.js';
import { PAGE_SLUGS } from '../links.js';
import { careers, company, showroomPage, sustainability } from './about.js';
import { accessibility, cookieRules, privacy, terms } from './legal.js';
import { delivery, deliveryAndPayment, faq, stocks, warranty } from './service.js';
import type { PageDraft } from './types.js';

const DRAFTS: readonly PageDraft[] = [
  faq,
  terms,
  delivery,
  deliveryAndPayment,
  company,
  careers,
  cookieRules,
  stocks,
  privacy,
  showroomPage,
  sustainability,
  warranty,
  accessibility,
];

/** Pages were last edited a week before the reference date, so "updated" dates look current. */
export function buildPages(referenceDate: Date): SeedCmsPage[] {
  const updatedAt = isoSeconds(new Date(referenceDate.getTime() - 7 * 86_400_000));
  return DRAFTS.map((draft, index) => ({
    id: index + 1,
    key: draft.key,
    slug: PAGE_SLUGS[draft.key],
    title: draft.title,
    meta_description: draft.meta_description,
    html: draft.html,
    updated_at: updatedAt,
  }));
}
