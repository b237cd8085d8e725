// Just enough of a browser for redirect flows: fetch with manual redirects and a cookie jar per origin.
// Cookie attributes (Path, SameSite…) are ignored: the newest cookie of a name wins, which is all the flows need.

export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  get(url: string | URL): Promise<Response> {
    return this.request(new URL(url), 'GET', new Headers());
  }

  /** Submits a form (application/x-www-form-urlencoded). */
  post(url: string | URL, form: Record<string, string>): Promise<Response> {
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    return this.request(new URL(url), 'POST', headers, new URLSearchParams(form).toString());
  }

  private async request(url: URL, method: string, headers: Headers, body?: string): Promise<Response> {
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    this.jars.set(url.origin, jar);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0] ?? '';
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}

/** The absolute URL a redirect response points to. */
export function locationOf(response: Response, base: string | URL): URL {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
}
