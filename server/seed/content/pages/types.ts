import type { CmsPageKey, LocalizedText } from '../../types.js';

/** A CMS page before it gets its id, slug and date. */
export interface PageDraft {
  key: CmsPageKey;
  title: LocalizedText;
  meta_description: LocalizedText;
  html: LocalizedText;
}
