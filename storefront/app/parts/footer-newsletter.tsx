import { NewsletterForm } from 'otthon/components';

/** The footer's newsletter signup; its code loads on demand (`SiteFooter`). */
export function FooterNewsletter() {
  return <NewsletterForm headingLevel={2} />;
}
