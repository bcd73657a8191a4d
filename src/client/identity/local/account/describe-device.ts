import { m } from '../../../../paraglide/messages.js';

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent, for the list of signed-in devices. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return m.account_unknown_device();
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1] ?? m.account_browser();
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  return system ? m.account_browser_on_system({ browser, system }) : browser;
}
