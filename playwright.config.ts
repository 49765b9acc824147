import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT moves the app and its two stand-ins (+1, +2), so suites of two checkouts can run at once.
const PORT = Number(process.env.E2E_PORT ?? 3123);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A local OpenID provider standing in for Google, started by e2e/social-sign-in.spec.ts. */
const GOOGLE_STAND_IN_PORT = PORT + 1;
/** A local stand-in for GitHub's OAuth pages and REST API, also started by that file. */
const GITHUB_STAND_IN_PORT = PORT + 2;
// Every run starts on an empty database; the server creates the folder.
// Workers load this file too: they inherit the runner's folder instead of naming a new one.
const DATA_DIR = (process.env.GLEANER_E2E_DATA_DIR ??= join(
  tmpdir(),
  `gleaner-e2e-${Date.now()}-${process.pid}`,
));

/** The browser suite drives the built app, served by the real server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Screenshots are pictures for a person to look at, not assertions: `npm run screenshots`.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // CI's machine has two cores for the server, its browser and two test browsers: the same
  // screens take about twice as long to appear there as on a developer's machine.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Never download browsers: the machine's Chromium is the one we test.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      ALLOW_PRIVATE_HOSTS: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The dashboard's paging test makes 105 jobs for one person in a few seconds.
      RATE_LIMIT_JOBS: '200',
      // Every test signs up its own people from the one address 127.0.0.1.
      RATE_LIMIT_REGISTRATIONS: '500',
      // The provider's callback comes back to this address, where the sign-in's cookie lives.
      PUBLIC_URL: BASE_URL,
      // Google and GitHub sign-in against the stand-ins.
      GOOGLE_CLIENT_ID: 'gleaner-e2e',
      GOOGLE_CLIENT_SECRET: 'gleaner-e2e-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${GOOGLE_STAND_IN_PORT}`,
      GITHUB_CLIENT_ID: 'gleaner-e2e-github',
      GITHUB_CLIENT_SECRET: 'gleaner-e2e-github-secret',
      GITHUB_URL: `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`,
      GITHUB_API_URL: `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`,
    },
  },
});
