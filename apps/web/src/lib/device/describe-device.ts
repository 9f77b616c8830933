// Browser and system names are product names, the same in every language; only the sentence around them
// ("Firefox op Windows") is translated, so the caller passes those words in.

type Match = readonly [pattern: RegExp, name: string];

// Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari", Chrome also says "Safari".
const BROWSERS: readonly Match[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPhones and iPads say "like Mac OS X", Android and ChromeOS say "Linux": the specific ones go first.
const SYSTEMS: readonly Match[] = [
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export type Device = { browser: string | null; system: string | null };

function firstMatch(userAgent: string, matches: readonly Match[]): string | null {
  return matches.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** The browser and operating system a User-Agent header names, each null when not recognised. */
export function parseUserAgent(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

export type DeviceWords = {
  /** Both known: 'Firefox op Windows'. */
  browserOnSystem: (browser: string, system: string) => string;
  /** Neither known (no header, a script, an unfamiliar browser on an unfamiliar system). */
  unknown: string;
};

/** A person-readable name for the device behind a session, from its User-Agent header. */
export function describeDevice(userAgent: string | null, words: DeviceWords): string {
  const { browser, system } = parseUserAgent(userAgent);
  if (browser && system) return words.browserOnSystem(browser, system);
  return browser ?? system ?? words.unknown;
}
