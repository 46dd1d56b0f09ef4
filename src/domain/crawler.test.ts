import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler.js';

describe('isCrawler', () => {
  it('recognises bots, Lighthouse, the Facebook link preview and Google agents (requirements §4)', () => {
    const crawlers = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (Linux; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0)',
      'AdsBot-Google (+http://www.google.com/adsbot.html)',
    ];
    expect(crawlers.filter((agent) => !isCrawler(agent))).toEqual([]);
  });

  it('treats ordinary browsers as people', () => {
    expect(isCrawler('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(false);
    expect(
      isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});
