import { defineConfig, devices } from '@playwright/test';
import { TALLINN_TIME_ZONE } from '#domain/calendar/dates';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium';

/** Browser tests run against the production build served by `npm start`'s server, on a fresh data dir. */
const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const smtpHttpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3126);

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
    timezoneId: TALLINN_TIME_ZONE,
  },
  projects: [
    {
      name: 'chromium-mobile',
      use: {
        ...devices['Pixel 7'],
        launchOptions: {
          executablePath: CHROME_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // a real SMTP server on loopback; tests read the mails over its HTTP view
      command: 'tsx scripts/services/smtp-catcher.ts',
      url: `http://127.0.0.1:${smtpHttpPort}/messages`,
      env: { SMTP_PORT: String(smtpPort), SMTP_HTTP_PORT: String(smtpHttpPort) },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'rm -rf .e2e-data && tsx scripts/start.ts',
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: '.e2e-data',
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // the role set-ups (e2e/roles.ts) register from addresses of their own, as behind a proxy
        TRUST_PROXY: '1',
        // the local stand-ins sit on the next ports, so runs on other E2E_PORTs never collide
        TEST_OIDC_PORT: String(port + 1),
        TEST_PAYPAL_PORT: String(port + 2),
        TEST_PUSH_PORT: String(port + 3),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
