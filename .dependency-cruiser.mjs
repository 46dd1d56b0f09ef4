// The import boundaries of docs/architecture.md ("Layers of the package", "Public entries"), checked
// on every import, `export … from`, dynamic `import()` and `require` after resolving it to a file.
// `npm run lint` runs it (`depcruise --config .dependency-cruiser.mjs …`).

/** Tests assemble the layers they test, and the testing helpers may use anything. */
const TESTS = String.raw`\.test\.tsx?$|^src/testing/`;
/** Build and test configuration resolves the public names to the sources and loads build plugins. */
const CONFIGURATION = String.raw`(^|/)(vite|vitest|drizzle)[.\w-]*\.config\.ts$`;

/**
 * The server's modules (docs/architecture.md, "The server's layers"): every folder of server/src but
 * the transport (http/), the request's types and errors (application/), the database (db/), the
 * messages and the outside providers' adapters (payments/, invoices/, pickup-points/).
 */
const SERVER_FOLDER = '^server/src/[a-z-]+/';
const SERVER_NOT_MODULE = '^server/src/(application|db|http|messages|payments|invoices|pickup-points)/';
/** A module's named SQL statements: its queries.ts, and *-queries.ts where it has several tables' worth. */
const SERVER_STATEMENTS = String.raw`^server/src/[a-z-]+/(queries|[a-z-]+-queries)\.ts$`;

/** A layer of the package may import only the layers listed for it in the table. */
const layer = (name, folder, allowed) => ({
  name: `layer-${name}`,
  comment: `${folder} may import only ${allowed.join(', ')} (docs/architecture.md, layers of the package)`,
  severity: 'error',
  from: { path: `^src/${folder}`, pathNot: TESTS },
  to: { path: '^src/', pathNot: `^src/(${[folder, ...allowed].join('|')})/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    layer('contract', 'contract', ['domain']),
    layer('domain', 'domain', ['contract']),
    layer('i18n', 'i18n', ['domain', 'contract']),
    layer('api', 'api', ['domain', 'contract']),
    layer('hooks', 'hooks', ['api', 'domain', 'i18n', 'contract']),
    layer('components', 'components', ['hooks', 'api', 'domain', 'i18n', 'contract']),
    layer('msw', 'msw', ['contract', 'domain']),
    layer('core', 'core', ['domain', 'i18n', 'api', 'contract']),
    layer('tailwind', 'tailwind', ['domain']),
    {
      name: 'layer-otthon-entry',
      comment: 'src/index.ts (the `otthon` entry) is otthon/core plus the hooks',
      severity: 'error',
      from: { path: '^src/index\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(core|hooks)/' },
    },
    {
      name: 'contract-types-only',
      comment:
        "client code imports the contract as types only, so the client bundle carries no validation library; the calls' addresses (paths.ts, which imports nothing) are the one exception",
      severity: 'error',
      from: { path: '^src/(domain|i18n|api|hooks|components|core)/', pathNot: TESTS },
      to: { path: '^src/contract/', pathNot: String.raw`^src/contract/paths\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-paths-import-nothing',
      comment: "the calls' addresses are loaded by client code, so they stay a module of their own without imports",
      severity: 'error',
      from: { path: String.raw`^src/contract/paths\.ts$` },
      to: {},
    },
    {
      name: 'no-validation-library-in-client-code',
      comment: "zod is the contract's; client code takes its types through the contract",
      severity: 'error',
      from: { path: '^src/(domain|i18n|api|hooks|components|core)/', pathNot: TESTS },
      to: { path: '(^|/)node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-and-below-without-react',
      comment: 'domain, i18n, api and otthon/core run without React, SWR or msw (server-safe)',
      severity: 'error',
      from: { path: '^src/(domain|i18n|api|core)/', pathNot: TESTS },
      to: { path: '(^|/)node_modules/(react|react-dom|swr|msw|@testing-library/[^/]+)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'package-stays-in-src',
      comment: 'the package never imports the server, the storefront, the stories or the tools',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|storefront|stories|\\.storybook|\\.ci)/' },
    },
    {
      name: 'public-names-only',
      comment: 'the server, the storefront, the stories and the tools import the package by its public names (otthon/core, …), never by a path into src/',
      severity: 'error',
      // write-api-docs.ts also renders docs/api.md with the contract's markdown writer, which the package does not export.
      from: { path: '^(server|storefront|stories|\\.storybook|\\.ci)/', pathNot: `${CONFIGURATION}|^\\.ci/tools/write-api-docs\\.ts$` },
      to: { path: '^src/', dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'server-entries',
      comment: 'the server uses otthon/contract and otthon/core',
      severity: 'error',
      from: { path: '^server/', pathNot: `^server/test/|${CONFIGURATION}` },
      to: { path: '^src/', pathNot: '^src/(contract|core)/index\\.ts$' },
    },
    {
      name: 'server-test-entries',
      comment: "the server's tests also play the package's mock shop (otthon/msw)",
      severity: 'error',
      from: { path: '^server/test/' },
      to: { path: '^src/', pathNot: '^src/(contract|core|msw)/index\\.ts$' },
    },
    {
      name: 'storefront-entries',
      comment: 'the storefront uses otthon, otthon/components, otthon/core and otthon/tailwind, like any shop',
      severity: 'error',
      from: { path: '^storefront/', pathNot: CONFIGURATION },
      to: { path: '^src/', pathNot: '^src/(index\\.ts|core/index\\.ts|components/index\\.ts|tailwind/preset\\.ts|styles\\.css)$' },
    },
    {
      name: 'storefront-browser-code-without-server',
      comment: "the storefront's app/ runs in browsers too: the API comes in through the host's load context",
      severity: 'error',
      from: { path: '^storefront/app/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-public-entries',
      comment:
        'the storefront and the tools use the server through otthon-server and otthon-server/schema; tests may also use the fakes of its payment providers (otthon-server/fakes/*)',
      severity: 'error',
      from: { path: '^(storefront|stories|\\.storybook|\\.ci)/' },
      to: { path: '^server/', pathNot: '^server/src/(index|db/schema)\\.ts$|^server/test/fakes/[a-z-]+\\.ts$' },
    },
    {
      name: 'server-rules-without-transport',
      comment:
        "only the server's transport (http/) and the files that assemble and start the app (app.ts, index.ts, main.ts) import http/ or Hono: every module receives the request as application/'s RequestContext",
      severity: 'error',
      from: { path: '^server/src/', pathNot: String.raw`^server/src/(http/|(app|index|main)\.ts$)` },
      to: { path: '^server/src/http/|(^|/)node_modules/(hono|@hono/[^/]+)/' },
    },
    {
      name: 'server-request-context-as-type',
      comment: 'a module takes the request context as a type only: the transport builds the concrete one',
      severity: 'error',
      from: { path: SERVER_FOLDER, pathNot: SERVER_NOT_MODULE },
      to: { path: String.raw`^server/src/application/context\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-statements-below-rules',
      comment:
        "a module's SQL statements (its queries.ts and *-queries.ts) and db/ never import a module's rules or routes; the seed loader is the one file of db/ that runs the shop's own rules (password hashes, media keys, reference prices)",
      severity: 'error',
      from: { path: `${SERVER_STATEMENTS}|^server/src/db/`, pathNot: String.raw`^server/src/db/seed-loader\.ts$` },
      to: { path: SERVER_FOLDER, pathNot: `${SERVER_STATEMENTS}|${SERVER_NOT_MODULE}` },
    },
    {
      name: 'server-sql-in-queries',
      comment:
        "a module's rules and routes run the named statements of its queries files; they build no SQL of their own (drizzle-orm, the schema's tables; types are fine)",
      severity: 'error',
      from: { path: SERVER_FOLDER, pathNot: `${SERVER_STATEMENTS}|${SERVER_NOT_MODULE}` },
      to: { path: String.raw`(^|/)node_modules/drizzle-orm/|^server/src/db/schema\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-without-import-cycles',
      comment:
        "no module of the server reaches itself through its imports (types included): each rule's module sits above the ones it uses, so one can be read, tested and moved on its own",
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
    {
      name: 'server-stays-in-server',
      comment: 'the server never imports the storefront, the stories or the tools',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(storefront|stories|\\.storybook|\\.ci)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph as leaves (doNotFollow), so the rules that name them (zod, React, Hono) see their imports.
    exclude: {
      path: [
        '^((server|storefront)/)?dist/',
        '(^|/)storybook-static/',
        String.raw`(^|/)\.react-router/`,
        '^storefront/build',
        String.raw`^\.ci/bench/(fixtures|\.work)/`,
        String.raw`^\.ci/consumers/`,
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    skipAnalysisNotInRules: true,
  },
};
