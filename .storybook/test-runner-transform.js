// The test-runner's transform of a story file into tests, once per language: every story of the
// file runs in each language of OTTHON_STORYBOOK_LOCALES (default "hu en") in turn, in one browser
// page and one Jest file, instead of a whole test run per language. The language of
// a block is what .storybook/test-runner.ts reads (STORYBOOK_LOCALE) to switch the toolbar and
// pick the baselines. The languages are read when the tests run, so Jest's cache of transformed
// files stays valid whichever are asked for.
import storybookTransform from '@storybook/test-runner/playwright/transform.js';

/**
 * Each story's test registered through `__otthonIt(<story id>)`, so that a block can leave out the
 * stories it does not run (the story's id is the first `id: "…"` of its test's body); answers the
 * code and the ids.
 */
function withStoryIds(tests) {
  const ids = [];
  const code = tests.replace(/\bit\((["'](?:smoke|play)-test["'],)([\s\S]*?\bid: "([^"]+)")/g, (_, name, body, id) => {
    ids.push(id);
    return `__otthonIt(${JSON.stringify(id)})(${name}${body}`;
  });
  return { code, ids };
}

/**
 * Tests of one file, wrapped in a block per language. Hungarian, the baseline language, runs every
 * story; another language runs the stories OTTHON_STORYBOOK_EN_STORIES names (space-separated ids;
 * unset: every story), which .ci/test-storybook.sh sets to those whose English picture differs. A
 * language with none of the file's stories has no block (Jest refuses a block without tests).
 */
function inEachLanguage(tests) {
  const { code, ids } = withStoryIds(tests);
  return `
const __otthonLocales = (process.env.OTTHON_STORYBOOK_LOCALES || 'hu en').split(/\\s+/).filter(Boolean);
const __otthonSecondLanguage = process.env.OTTHON_STORYBOOK_EN_STORIES === undefined ? null : new Set(process.env.OTTHON_STORYBOOK_EN_STORIES.split(/\\s+/));
const __otthonRuns = (locale, id) => locale === 'hu' || !__otthonSecondLanguage || __otthonSecondLanguage.has(id);
for (const __otthonLocale of __otthonLocales.filter((locale) => ${JSON.stringify(ids)}.some((id) => __otthonRuns(locale, id)))) {
  const __otthonIt = (id) => (__otthonRuns(__otthonLocale, id) ? it : () => undefined);
  describe(__otthonLocale, () => {
    beforeAll(() => globalThis.__otthonUseLocale(__otthonLocale));
${code}
  });
}
`;
}

export default {
  async processAsync(source, filename, options) {
    const { code } = await storybookTransform.processAsync(source, filename, options);
    return { code: inEachLanguage(code) };
  },
};
