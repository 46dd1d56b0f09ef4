import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The test opens the app as http://shop.otthon.test:PORT (mapped to loopback in Chromium).
  preview: { host: '127.0.0.1', strictPort: true, allowedHosts: ['shop.otthon.test'] },
});
