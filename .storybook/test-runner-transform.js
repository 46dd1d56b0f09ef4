// The test-runner's transform of a story file into tests, once per language: every story of the
// file runs in each language of OTTHON_STORYBOOK_LOCALES (default "hu en") in turn, in one browser
// page and one Jest file, instead of a whole test run per language. The language of
// a block is what .storybook/test-runner.ts reads (STORYBOOK_LOCALE) to switch the toolbar and
// pick the baselines. The languages are read when the tests run, so Jest's cache of transformed
// files stays valid whichever are asked for.
import storybookTransform from '@storybook/test-runner/playwright/transform.js';

/** Tests of one file, wrapped in a block per language. */
function inEachLanguage(tests) {
  return `
const __otthonLocales = (process.env.OTTHON_STORYBOOK_LOCALES || 'hu en').split(/\\s+/).filter(Boolean);
for (const __otthonLocale of __otthonLocales) {
  describe(__otthonLocale, () => {
    beforeAll(() => globalThis.__otthonUseLocale(__otthonLocale));
${tests}
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
