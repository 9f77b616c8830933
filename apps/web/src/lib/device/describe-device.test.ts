import { describe, expect, it } from 'vitest';
import { describeDevice, parseUserAgent } from './describe-device';

const dutch = {
  browserOnSystem: (browser: string, system: string) => `${browser} op ${system}`,
  unknown: 'Onbekend apparaat',
};

// Real headers as browsers send them (versions shortened where they do not matter).
const agents = {
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxUbuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it.each([
    [agents.firefoxWindows, 'Firefox', 'Windows'],
    [agents.chromeMac, 'Chrome', 'macOS'],
    [agents.edgeWindows, 'Edge', 'Windows'],
    [agents.operaLinux, 'Opera', 'Linux'],
    [agents.safariIphone, 'Safari', 'iOS'],
    [agents.chromeIphone, 'Chrome', 'iOS'],
    [agents.safariIpad, 'Safari', 'iPadOS'],
    [agents.safariMac, 'Safari', 'macOS'],
    [agents.chromeAndroid, 'Chrome', 'Android'],
    [agents.samsungAndroid, 'Samsung Internet', 'Android'],
    [agents.firefoxUbuntu, 'Firefox', 'Linux'],
    [agents.chromebook, 'Chrome', 'ChromeOS'],
  ])('%s → %s on %s', (userAgent, browser, system) => {
    expect(parseUserAgent(userAgent)).toEqual({ browser, system });
  });

  it('knows neither from a missing header or a script', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, system: null });
    expect(parseUserAgent('')).toEqual({ browser: null, system: null });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});

describe('describeDevice', () => {
  it('names the browser on the system in the words passed in', () => {
    expect(describeDevice(agents.firefoxWindows, dutch)).toBe('Firefox op Windows');
    expect(describeDevice(agents.safariIphone, dutch)).toBe('Safari op iOS');
  });

  it('names whichever of the two it knows', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeApp/2.1', dutch)).toBe('Windows');
    expect(describeDevice('Mozilla/5.0 (Haiku) Firefox/115.0', dutch)).toBe('Firefox');
  });

  it('says the device is unknown when it recognises nothing', () => {
    expect(describeDevice(null, dutch)).toBe('Onbekend apparaat');
    expect(describeDevice('python-requests/2.32.3', dutch)).toBe('Onbekend apparaat');
  });
});
