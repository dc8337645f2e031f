import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Chosen once in the runner process; workers inherit it through the environment, so parallel
// runs on one machine (two checkouts, CI beside a developer) do not fight over a port.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = path.join(os.tmpdir(), `onboarding-e2e-${PORT}`);
export const E2E_ADMIN_PIN = '135790';

export default defineConfig({
  testDir: 'tests/e2e',
  // After the web server is up: its first owner enrols and signs in, once for every spec.
  globalSetup: './tests/e2e/global-setup.ts',
  // A test's whole budget, not a wait: each step still waits on what the user would see. The
  // default 30 s was reached by admin journeys and axe scans on a 2-core machine where memory a
  // process touches first costs 15 µs a page (4 s a GB), beside the other worker; the same tests
  // took 28 to 33 s there. The long journeys set their own.
  timeout: 90_000,
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
    // A fresh embedded database for every run; the client is built by scripts/test.sh. Mail goes
    // over SMTP to a real peer that files it in SMTP_INBOX (tests/e2e/helpers/email-code.ts).
    command: `rm -rf ${DATA_DIR} && node --import tsx tests/e2e/helpers/serve-with-smtp-peer.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SMTP_INBOX: path.join(DATA_DIR, 'smtp-inbox'),
      // Every e2e new hire comes from 127.0.0.1, like a site office behind one NAT.
      CODE_REQUESTS_PER_IP: '1000',
      ADMIN_PIN: E2E_ADMIN_PIN,
      LOG_LEVEL: 'warn',
      COMPANY_NAME: 'E2E Builders Pty Ltd',
      // A mail the SMTP peer refuses fails after two quick tries (the Deliveries tests); the peer
      // accepts everything else, so no other test sees a retry.
      JOB_MAX_ATTEMPTS: '2',
      JOB_RETRY_BASE_MS: '50',
    },
  },
});
