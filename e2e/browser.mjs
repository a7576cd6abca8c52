import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/test-services.mjs';

/** Debian's Chromium (`findChromium`), headless, without the background traffic this closed network would refuse. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
