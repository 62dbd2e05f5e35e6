import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './device';

describe('describeUserAgent: issue 17 "sessions listed with device"', () => {
  it('names the browser and the system of common agents', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0')).toEqual({
      browser: 'Firefox',
      os: 'Windows',
    });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'macOS' });
  });

  it('reads headless Chrome (automated browsers) as Chrome', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
  });

  it('property: never throws, and only ever answers a known name or null', () => {
    const browsers = new Set([null, 'Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari']);
    const systems = new Set([null, 'iOS', 'Android', 'Windows', 'macOS', 'ChromeOS', 'Linux']);
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 300 }), { nil: null }), (agent) => {
        const { browser, os } = describeUserAgent(agent);
        expect(browsers.has(browser)).toBe(true);
        expect(systems.has(os)).toBe(true);
      }),
    );
  });
});
