import type { NextConfig } from 'next';

const config: NextConfig = {
  // The test opens the app as http://next.shop.otthon.test:PORT (mapped to loopback in Chromium).
  allowedDevOrigins: ['next.shop.otthon.test'],
};

export default config;
