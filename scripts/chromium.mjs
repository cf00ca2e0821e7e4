// One place that knows where the browser is. Every tool (vitest browser mode, Storybook tests,
// the visual check, e2e, Lighthouse, benches) launches Debian's Chromium through these options and
// never downloads a browser of its own.
import { existsSync } from 'node:fs';

/** Path of the Chromium binary: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options for playwright(-core) `chromium.launch()`. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** Throws a message that says how to get the browser when it is missing. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}
