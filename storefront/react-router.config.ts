import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server so crawlers get content and real statuses (404s).
  ssr: true,
} satisfies Config;
