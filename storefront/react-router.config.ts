import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // STOREFRONT_BUILD_DIR (relative to the storefront) keeps a second build apart, e.g. for parallel end-to-end runs.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  // Every page is rendered on the server so crawlers get content and real statuses (404s).
  ssr: true,
  // Today's behaviour, chosen explicitly: loaders get the host's plain load context and the
  // page's own URL (host/shop-context.ts reads the language from data-request paths as they are).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
