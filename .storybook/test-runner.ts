import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { expect as jestExpect } from '@jest/globals';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { type MatchImageSnapshotOptions, toMatchImageSnapshot } from 'jest-image-snapshot';
import { runDiffImageToSnapshot } from 'jest-image-snapshot/src/diff-snapshot.js';

/**
 * The language a story runs in unless it pins one (`globals: { locale: 'en' }`). Every story file
 * runs once per language of OTTHON_STORYBOOK_LOCALES ("hu en" by default), each language a block
 * of its own in one Jest file (.storybook/test-runner-transform.js), which sets STORYBOOK_LOCALE
 * before its stories: play functions, axe and a screenshot each time. Hungarian is the shop's
 * first language: every story has a Hungarian baseline. The English pass compares a story with
 * its English baseline where the English picture differs (longer or shorter labels, other names),
 * and with the Hungarian one where it does not (a spinner, an image, a story pinned to one
 * language), so a picture without text needs one file.
 */
const storyLocale = (): 'hu' | 'en' => {
  const locale = process.env.STORYBOOK_LOCALE ?? (process.env.OTTHON_STORYBOOK_LOCALES ?? 'hu').trim().split(/\s+/)[0];
  return locale === 'en' ? 'en' : 'hu';
};
const BASELINE_LOCALE = 'hu';

/** The moment every tested story lives in: a Wednesday morning in Budapest, before the 14:00 cut-off. */
const STORY_CLOCK = new Date('2026-11-25T08:00:00+01:00');

/** Every story is shot at one size so baselines compare like with like. */
const VIEWPORT = { width: 1024, height: 768 } as const;

/**
 * Committed baselines: `<story-id>.png` in Hungarian, `en/<story-id>.png` in English for the
 * stories whose English picture differs. Under `CI=true` Jest runs with `--ci`, so a story without
 * a baseline fails ("New snapshot was not written") instead of silently recording one.
 */
const SNAPSHOTS_DIR = join(process.cwd(), '.storybook', '__snapshots__');
const EN_SNAPSHOTS_DIR = join(SNAPSHOTS_DIR, 'en');

/** One rule for "the same picture": a story's test, and the English recording deciding whether a file is needed. */
const COMPARISON = {
  // A share of the pixels (0.001 = 0.1 %); a per-pixel colour threshold of 0.01 (0.1 let a visible colour change pass).
  failureThreshold: 0.001,
  failureThresholdType: 'percent',
  customDiffConfig: { threshold: 0.01 },
} as const;

/** How the shot of story `id` is compared with (or recorded as) its baseline in `snapshotsDir`. */
const snapshotOptions = (id: string, snapshotsDir: string): MatchImageSnapshotOptions => ({
  ...COMPARISON,
  customSnapshotsDir: snapshotsDir,
  customSnapshotIdentifier: id,
  storeReceivedOnFailure: true,
  // Recording (`-u`) also writes a picture that passed only within the tolerance, so that a
  // baseline is the bytes the story renders now and later runs skip the pixel comparison; but
  // never an English picture over a Hungarian baseline it merely resembles (a label of a few
  // pixels may be in English).
  updatePassedSnapshot: snapshotsDir !== SNAPSHOTS_DIR || storyLocale() === BASELINE_LOCALE,
  // The English pass's diffs apart from the Hungarian pass's, which share story ids.
  ...(storyLocale() === BASELINE_LOCALE
    ? {}
    : { customDiffDir: join(SNAPSHOTS_DIR, '__diff_output__', 'en'), customReceivedDir: join(SNAPSHOTS_DIR, '__received_output__', 'en') }),
});

/** Animations, transitions and the text caret would make two shots of one story differ. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

// Jest's and jest-playwright's globals inside the test-runner's workers; this file is also loaded
// outside them, where importing `@jest/globals` at run time fails.
declare const expect: typeof jestExpect;
declare global {
  var __otthonUseLocale: (locale: string) => Promise<void>;
  var page: Page;
}

/** What the preview's page offers to the hooks below (run in the page, so typed by hand). */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
    currentRender?: { torndown?: boolean };
  };
}

/** The toolbar's language of the page the stories render in. */
const pageLocale = (page: Page) => page.evaluate(() => (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().locale);

/** `test-storybook -u` (Jest's `--updateSnapshot`): baselines are being recorded. */
const recording = () => (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState?._updateSnapshot === 'all';

/**
 * Whether `image` is the same picture as the Hungarian baseline of `id`, by the comparison the
 * tests use. In a child process, as the matcher does: comparing pixels inside Jest's sandbox is
 * ten times slower.
 */
function sameAsHungarian(image: Buffer, id: string): boolean {
  if (!existsSync(join(SNAPSHOTS_DIR, `${id}.png`))) return false;
  const diffDir = mkdtempSync(join(tmpdir(), 'otthon-en-vs-hu-'));
  try {
    const options = { ...COMPARISON, receivedImageBuffer: image, snapshotIdentifier: id, snapshotsDir: SNAPSHOTS_DIR, diffDir, updateSnapshot: false };
    return runDiffImageToSnapshot(options).pass === true;
  } finally {
    rmSync(diffDir, { recursive: true, force: true });
  }
}

/**
 * Where the English pass finds the baseline of `id`. Recording (`-u`) keeps an English file only
 * when the picture differs from the Hungarian baseline (one that no longer differs is deleted);
 * otherwise the English file when there is one, else the Hungarian one. A story with neither
 * records into the English folder (never over a Hungarian baseline).
 */
function englishBaselineDir(image: Buffer, id: string): string {
  const english = join(EN_SNAPSHOTS_DIR, `${id}.png`);
  if (recording()) {
    if (!sameAsHungarian(image, id)) return EN_SNAPSHOTS_DIR;
    rmSync(english, { force: true });
    return SNAPSHOTS_DIR;
  }
  if (existsSync(english) || !existsSync(join(SNAPSHOTS_DIR, `${id}.png`))) return EN_SNAPSHOTS_DIR;
  return SNAPSHOTS_DIR;
}

/** The toolbar's language for every story of this page from now on, as a reader switching it would. */
async function showLanguage(page: Page, locale: string) {
  await page.waitForFunction(() => Boolean((globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__));
  await page.evaluate((locale) => (globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { locale } }), locale);
  await page.waitForFunction((locale) => (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().locale === locale, locale);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    // Called by each language's block before its stories: the next stories run in `locale`. The
    // page stays; the story on show is ended first, since the same story asked for again in
    // another language would answer "unchanged" instead of rendering and playing anew.
    globalThis.__otthonUseLocale = async (locale) => {
      process.env.STORYBOOK_LOCALE = locale;
      const { page } = globalThis;
      if ((await pageLocale(page)) === storyLocale()) return;
      await page.evaluate(() =>
        (globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: 'otthon-between-languages--none', viewMode: 'story' }),
      );
      await page.waitForFunction(() => (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.torndown !== false);
      await showLanguage(page, storyLocale());
    };
  },

  async prepare({ page }) {
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    // Delivery promises, restock dates and withdrawal periods are dates counted from "now": the
    // stories see one fixed morning so their pictures do not change with the calendar (timers run).
    await page.clock.setFixedTime(STORY_CLOCK);
    // Playwright's own waits (30 s by default) as guards against a hang, not against a busy machine:
    // this page load runs while the test environment is set up, outside any test's timeout, and on
    // two cores shared with the other suites it once took longer than 30 s, failing a whole file.
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(iframe, { waitUntil: 'load' });
    const locale = storyLocale();
    if (locale === BASELINE_LOCALE) return;
    await showLanguage(page, locale);
  },

  async preVisit(page) {
    await page.setViewportSize(VIEWPORT);
  },

  async postVisit(page, context) {
    // A story whose play function or axe check failed already reports that failure; a screenshot
    // of a half-played story would only add noise.
    if (context.hasFailure) return;
    await page.addStyleTag({ content: FREEZE_CSS });
    // Not the test-runner's `waitForPageReady`: it waits for network idle, which a loading-state
    // story (a request that never answers) never reaches. Fonts and images are what a shot needs.
    await page.waitForLoadState('load');
    // A part loaded on demand (the pick-up point picker, the home delivery's options) is code on its
    // way, not a state the story shows: the shot waits for it, as a shopper's eye would.
    await page.waitForFunction(() => !document.querySelector('[data-chunk="loading"]'), null, { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A full-page shot does not scroll, so lazy images below the fold would never load.
      for (const image of document.images) image.loading = 'eager';
      const pending = [...document.images].filter((image) => !image.complete);
      const settled = Promise.all(
        pending.map(
          (image) =>
            new Promise((done) => {
              for (const type of ['load', 'error']) image.addEventListener(type, done, { once: true });
            }),
        ),
      );
      await Promise.race([settled, new Promise((done) => setTimeout(done, 5000))]);
    });
    // A story names what differs on every run however it is played (a code the mock shop derives
    // from a secret drawn when it starts): the shot covers those parts with a plain box.
    const { parameters } = await getStoryContext(page, context);
    const masked = (parameters.screenshot as { mask?: string[] } | undefined)?.mask ?? [];
    const image = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: masked.map((selector) => page.locator(selector)),
      maskColor: '#d9d9d9',
    });
    const snapshotsDir = storyLocale() === BASELINE_LOCALE ? SNAPSHOTS_DIR : englishBaselineDir(image, context.id);
    // The same bytes as the baseline are the same picture: most stories end here, without the
    // pixel comparison's child process. Any other picture goes through the tolerant comparison.
    const baseline = join(snapshotsDir, `${context.id}.png`);
    if (!recording() && existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    (expect(image) as unknown as { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void }).toMatchImageSnapshot(
      snapshotOptions(context.id, snapshotsDir),
    );
    // The picture passed within the tolerance but is not its baseline's bytes: each such story
    // costs the slow comparison on every run until its baseline is recorded again.
    const inexact = process.env.OTTHON_STORYBOOK_INEXACT_LOG;
    if (inexact && !recording() && existsSync(baseline)) appendFileSync(inexact, `${storyLocale()} ${context.id}\n`);
  },
};

export default config;
