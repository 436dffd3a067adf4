import { defineConfig, devices } from '@playwright/test';

/** Browser tests run against the production build served by `npm start`'s server, on a fresh data dir. */
const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'pwa/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'et-EE',
    timezoneId: 'Europe/Tallinn',
  },
  projects: [
    {
      name: 'chromium-mobile',
      use: {
        ...devices['Pixel 7'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'rm -rf .e2e-data && tsx scripts/start.ts',
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), DATA_DIR: '.e2e-data', HOST: '127.0.0.1' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
