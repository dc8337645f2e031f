import { defineConfig } from '@playwright/test';

const PORT = 3199;
export const E2E_ADMIN_PIN = '135790';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh embedded database for every run; the client is built by scripts/test.sh.
    command: 'rm -rf .e2e-data && node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      ADMIN_PIN: E2E_ADMIN_PIN,
      LOG_LEVEL: 'warn',
      COMPANY_NAME: 'E2E Builders Pty Ltd',
    },
  },
});
