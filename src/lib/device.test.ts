import { describe, expect, it } from 'vitest';

import { detectDevice, type Device } from './device';

const userAgents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // Sent by iPadOS 13+ Safari and by Safari on a Mac alike.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChromePhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidChromeTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  bingbotChrome:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
};

const expected: Array<[keyof typeof userAgents, number, Device]> = [
  ['iPhoneSafari', 5, { type: 'mobile', os: 'ios', browser: 'safari', isCrawler: false }],
  ['iPhoneChrome', 5, { type: 'mobile', os: 'ios', browser: 'chrome', isCrawler: false }],
  ['iPadSafari', 5, { type: 'tablet', os: 'ios', browser: 'safari', isCrawler: false }],
  ['macSafari', 5, { type: 'tablet', os: 'ios', browser: 'safari', isCrawler: false }],
  ['macSafari', 0, { type: 'desktop', os: 'macos', browser: 'safari', isCrawler: false }],
  ['macChrome', 0, { type: 'desktop', os: 'macos', browser: 'chrome', isCrawler: false }],
  ['androidChromePhone', 5, { type: 'mobile', os: 'android', browser: 'chrome', isCrawler: false }],
  [
    'androidChromeTablet',
    10,
    { type: 'tablet', os: 'android', browser: 'chrome', isCrawler: false },
  ],
  ['samsungInternet', 5, { type: 'mobile', os: 'android', browser: 'samsung', isCrawler: false }],
  ['androidFirefox', 5, { type: 'mobile', os: 'android', browser: 'firefox', isCrawler: false }],
  ['windowsEdge', 0, { type: 'desktop', os: 'windows', browser: 'edge', isCrawler: false }],
  ['windowsChrome', 0, { type: 'desktop', os: 'windows', browser: 'chrome', isCrawler: false }],
  ['windowsOpera', 0, { type: 'desktop', os: 'windows', browser: 'opera', isCrawler: false }],
  // A Windows laptop with a touch screen is still a desktop.
  ['windowsChrome', 10, { type: 'desktop', os: 'windows', browser: 'chrome', isCrawler: false }],
  ['linuxFirefox', 0, { type: 'desktop', os: 'linux', browser: 'firefox', isCrawler: false }],
  ['googlebot', 0, { type: 'desktop', os: 'other', browser: 'other', isCrawler: true }],
  ['googlebotSmartphone', 0, { type: 'mobile', os: 'android', browser: 'other', isCrawler: true }],
  ['bingbot', 0, { type: 'desktop', os: 'other', browser: 'other', isCrawler: true }],
  ['bingbotChrome', 0, { type: 'desktop', os: 'other', browser: 'other', isCrawler: true }],
];

describe('detectDevice', () => {
  it.each(expected)('reads %s with %i touch points', (name, maxTouchPoints, device) => {
    expect(detectDevice(userAgents[name], { maxTouchPoints })).toEqual(device);
  });

  it('treats a missing touch-point count as none', () => {
    expect(detectDevice(userAgents.macSafari).type).toBe('desktop');
  });

  it('answers an empty user agent with an unknown desktop instead of throwing', () => {
    expect(detectDevice('')).toEqual({
      type: 'desktop',
      os: 'other',
      browser: 'other',
      isCrawler: false,
    });
  });
});
