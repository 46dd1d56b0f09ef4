import type { Locale } from 'otthon';
import { createApi } from 'otthon-server';
import { blogPosts, pages } from 'otthon-server/schema';
import { ATTACKER_ORIGIN, HOSTILE_PAGE, HOSTILE_POST, hostileHtml, hostileTitle, keptText } from './hostile-corpus.js';

/**
 * Run as `node --import tsx e2e/support/hostile-content.ts PGLITE_DIR MEDIA_DIR` (the way the shop
 * itself starts, so packages resolve as they do for the shop). Writes the hostile CMS page and blog article into the shop's fresh embedded database through
 * the server's own database module (migrating and seeding it first, as the shop would), before
 * the shop opens the folder. Idempotent for a reused folder.
 */
async function addHostileContent(pgliteDir: string, mediaDir: string): Promise<void> {
  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : pgliteDir;
  const api = await createApi({ database, mediaDir, mailboxEnabled: false });
  try {
    const localized = <T>(make: (locale: Locale) => T) => ({ hu: make('hu'), en: make('en') });
    const page = {
      id: HOSTILE_PAGE.id,
      key: HOSTILE_PAGE.key,
      slugHu: HOSTILE_PAGE.slug.hu,
      slugEn: HOSTILE_PAGE.slug.en,
      title: localized(hostileTitle),
      metaDescription: localized((locale) => `${hostileTitle(locale)} <meta http-equiv="refresh" content="0;url=${ATTACKER_ORIGIN}">`),
      html: localized(hostileHtml),
      updatedAt: new Date('2026-01-15T10:00:00Z'),
    };
    await api.db.insert(pages).values(page).onConflictDoUpdate({ target: pages.id, set: page });
    const post = {
      id: HOSTILE_POST.id,
      slugHu: HOSTILE_POST.slug.hu,
      slugEn: HOSTILE_POST.slug.en,
      title: localized(hostileTitle),
      excerpt: localized((locale) => `${keptText(locale, 0)} <img src=x onerror=alert('excerpt')>`),
      metaDescription: localized(hostileTitle),
      html: localized(hostileHtml),
      author: `Próba Péter <img src=x onerror=alert('author')>`,
      authorRole: { hu: 'szerkesztő', en: 'editor' },
      tags: [
        { hu: 'biztonság', en: 'security' },
        { hu: `"><img src=x onerror=alert('tag')>`, en: `"><img src=x onerror=alert('tag')>` },
      ],
      tagSlugs: ['biztonsag', 'security', 'img-src-x-onerror-alert-tag'],
      image: null,
      readingMinutes: 1,
      relatedProductIds: [],
      publishedAt: new Date('2001-01-01T08:00:00Z'),
    };
    await api.db.insert(blogPosts).values(post).onConflictDoUpdate({ target: blogPosts.id, set: post });
  } finally {
    await api.close();
  }
}

const [pgliteDir, mediaDir] = process.argv.slice(2);
if (!pgliteDir || !mediaDir) throw new Error('Usage: node --import tsx e2e/support/hostile-content.ts PGLITE_DIR MEDIA_DIR');
await addHostileContent(pgliteDir, mediaDir);
