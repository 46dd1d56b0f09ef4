// The README on npm is docs/npm-readme.md (self-contained, absolute links); the repository's
// README.md stays the repository's. `npm pack` and `npm publish` run `prepack` (swap) before
// reading the files and `postpack` (restore) after, so the tarball's README.md is the npm one.
// A swap left behind by an interrupted pack is restored by the next run of either step.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = `${root}README.md`;
const npmReadme = `${root}docs/npm-readme.md`;
const backupDir = `${root}.npm-readme-backup/`;
const backup = `${backupDir}README.md`;

function restore() {
  if (!existsSync(backup)) return;
  renameSync(backup, readme);
  rmSync(backupDir, { recursive: true, force: true });
}

const step = process.argv[2];
if (step === 'swap') {
  restore();
  mkdirSync(backupDir, { recursive: true });
  copyFileSync(readme, backup);
  copyFileSync(npmReadme, readme);
  if (readFileSync(readme, 'utf8') !== readFileSync(npmReadme, 'utf8')) throw new Error('npm-readme: the swap did not take');
} else if (step === 'restore') {
  restore();
} else {
  throw new Error('usage: node .ci/tools/npm-readme.mjs swap|restore');
}
