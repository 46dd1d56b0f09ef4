import { CRAWLER_USER_AGENT } from './constants.js';

/**
 * Whether a user agent looks like a crawler (bot, lighthouse, facebook external hit,
 * google); crawlers get no error page, the error is only logged.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_USER_AGENT.test(userAgent);
}
