import { frameHeaders, frameHeadersFor } from './frameHeaders';
import { portalHeaders } from './portalHeaders';
import { storybookHeaders } from './storybookHeaders';

/** A policy as directive → sources, to assert on one directive at a time. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const HASH = 'sha256-abc=';

describe('the portal', () => {
  const headers = portalHeaders({ analyticsOrigin: 'https://bi.nuvem.example', inlineScripts: [HASH] });
  const csp = directives(headers['content-security-policy']);

  test('is framed by nobody', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('runs only its own scripts and the inline ones its build wrote, never any other inline script', () => {
    expect(csp['script-src']).toEqual(["'self'", `'${HASH}'`]);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test("lets Emotion's <style> elements apply, loads its own fonts and images", () => {
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
  });

  test('calls the API and its event streams on its own origin, or on the origin it was built for', () => {
    expect(csp['connect-src']).toEqual(["'self'"]);
    const direct = portalHeaders({
      analyticsOrigin: 'https://bi.nuvem.example',
      directApiOrigin: 'https://api.nuvem.example',
      inlineScripts: [],
    });
    expect(directives(direct['content-security-policy'])['connect-src']).toEqual([
      "'self'",
      'https://api.nuvem.example',
    ]);
  });

  test('frames the analytics app only; no plugins, no foreign <base> or form target', () => {
    expect(csp['frame-src']).toEqual(['https://bi.nuvem.example']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  test('sends nosniff, the referrer policy, and a permissions policy with fullscreen for the SDK', () => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['permissions-policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('fullscreen=(self)');
  });
});

describe('the analytics frame', () => {
  const origins = ['https://portal.nuvem.example', 'https://host.customer.example'];
  const headers = frameHeaders({ embedOrigins: origins, inlineScripts: [HASH] });
  const csp = directives(headers['content-security-policy']);

  test('is framed only by the EMBED_ORIGINS, and says so in no header that cannot list them', () => {
    expect(csp['frame-ancestors']).toEqual(origins);
    expect(headers).not.toHaveProperty('x-frame-options');
  });

  test('with no origin allowed, is framed by nobody', () => {
    const none = frameHeaders({ embedOrigins: [], inlineScripts: [] });
    expect(directives(none['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  test('runs its own scripts and its early colour-scheme script by hash; calls its own /api', () => {
    expect(csp['script-src']).toEqual(["'self'", `'${HASH}'`]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  test('allows fullscreen (the SDK asks it for the frame) and nothing powerful', () => {
    expect(headers['permissions-policy']).toContain('fullscreen=(self)');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Storybook', () => {
  const headers = storybookHeaders({ inlineScripts: [HASH, 'sha256-def='] });
  const csp = directives(headers['content-security-policy']);

  test('frames its own preview and is framed by itself only', () => {
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('runs its files and the inline settings its build wrote, by hash', () => {
    expect(csp['script-src']).toEqual(["'self'", `'${HASH}'`, "'sha256-def='"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the frame's frame-ancestors, per request", () => {
  const origins = ['https://portal.nuvem.example', 'https://partner.example'];
  const headersFor = frameHeadersFor({ embedOrigins: origins, inlineScripts: [] });
  const ancestors = (headers: Record<string, string>) =>
    directives(headersFor({ headers })['content-security-policy'])['frame-ancestors'];

  test('an allowed page, a page that sends no Referer and any other request get EMBED_ORIGINS', () => {
    expect(ancestors({ 'sec-fetch-dest': 'iframe', referer: 'https://partner.example/reports' })).toEqual(
      origins,
    );
    expect(ancestors({ 'sec-fetch-dest': 'iframe' })).toEqual(origins);
    expect(ancestors({})).toEqual(origins);
    expect(ancestors({ 'sec-fetch-dest': 'script', referer: 'https://evil.example/' })).toEqual(origins);
    expect(ancestors({ 'sec-fetch-dest': 'iframe', referer: 'not a url' })).toEqual(origins);
  });

  test('a page not in EMBED_ORIGINS may frame this answer alone, so that the frame can tell it why it is refused', () => {
    expect(ancestors({ 'sec-fetch-dest': 'iframe', referer: 'https://evil.example/page?x=1' })).toEqual([
      'https://evil.example',
    ]);
    // A browser without Sec-Fetch-Dest.
    expect(ancestors({ referer: 'http://evil.example:8080/' })).toEqual(['http://evil.example:8080']);
    expect(headersFor({ headers: {} }).vary).toBe('Referer, Sec-Fetch-Dest');
  });
});
