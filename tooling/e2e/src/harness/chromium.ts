import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium, or the one CHROME_PATH names. Test tools never download a browser. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The flags this machine needs: no sandbox as root, and no background calls to outside hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install it (sudo apt-get install chromium) or set CHROME_PATH.');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
