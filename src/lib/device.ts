import { parse } from 'bowser';
import { isbot } from 'isbot';

type DeviceType = 'mobile' | 'tablet' | 'desktop';
type OperatingSystem = 'ios' | 'android' | 'windows' | 'macos' | 'linux' | 'other';
type BrowserFamily = 'chrome' | 'safari' | 'firefox' | 'edge' | 'samsung' | 'opera' | 'other';

export type Device = {
  type: DeviceType;
  os: OperatingSystem;
  browser: BrowserFamily;
  isCrawler: boolean;
};

// Keyed by bowser's display names (its OS_MAP and BROWSER_MAP values).
const operatingSystems: Partial<Record<string, OperatingSystem>> = {
  iOS: 'ios',
  Android: 'android',
  Windows: 'windows',
  macOS: 'macos',
  Linux: 'linux',
};

const browserFamilies: Partial<Record<string, BrowserFamily>> = {
  Chrome: 'chrome',
  Chromium: 'chrome',
  Safari: 'safari',
  Firefox: 'firefox',
  'Microsoft Edge': 'edge',
  'Samsung Internet for Android': 'samsung',
  Opera: 'opera',
};

const unknownDevice: Device = { type: 'desktop', os: 'other', browser: 'other', isCrawler: false };

function deviceType(platformType: string | undefined, userAgent: string): DeviceType {
  if (platformType === 'mobile' || platformType === 'tablet') return platformType;
  // bowser files crawlers under `bot`; a smartphone crawler still renders the mobile page.
  if (platformType === 'bot' && /\bMobile\b/.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** `maxTouchPoints` tells an iPad, whose Safari sends the macOS user agent, from a Mac. */
export function detectDevice(
  userAgent: string,
  { maxTouchPoints = 0 }: { maxTouchPoints?: number } = {},
): Device {
  // bowser refuses an empty string.
  if (!userAgent.trim()) return unknownDevice;
  const { browser, os, platform } = parse(userAgent);
  const device: Device = {
    type: deviceType(platform.type, userAgent),
    os: operatingSystems[os.name ?? ''] ?? 'other',
    browser: browserFamilies[browser.name ?? ''] ?? 'other',
    isCrawler: isbot(userAgent),
  };
  if (device.os === 'macos' && maxTouchPoints > 1) return { ...device, type: 'tablet', os: 'ios' };
  return device;
}
