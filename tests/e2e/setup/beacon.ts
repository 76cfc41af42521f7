/**
 * Headers of a Core Web Vitals beacon as a phone's browser sends it: the headless browser's own
 * user agent names it a bot, whose beacons are not measured.
 */
export const beaconHeaders = {
  'content-type': 'text/plain;charset=UTF-8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/131.0.0.0 Mobile Safari/537.36',
};
