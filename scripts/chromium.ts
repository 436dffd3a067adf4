/**
 * Debian's Chromium as the browser tests and the Lighthouse script run it (no browser downloads
 * on these machines; scripts/ensure-chromium.sh installs it): its path and the flags that keep it
 * quiet in a container (no sandbox, GPU, background traffic or QUIC).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
