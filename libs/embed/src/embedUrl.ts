/**
 * Rules on embed URLs (embed spec §5): https, the provider's hosts (or hosts the host page trusts), no
 * auto-auth; plus the ids and flags read from them.
 */
/**
 * The provider's hosts: any host under powerbi.com, fabric.microsoft.com, analysis.windows-int.net or
 * analysis-df.windows.net, and the sovereign clouds' app hosts (app.powerbi.cn, app[.mil|.high].powerbigov.us,
 * app.powerbi.eaglex.ic.gov, app.powerbi.microsoft.scloud).
 */
const PROVIDER_HOST =
  /^(.+\.(powerbi\.com|fabric\.microsoft\.com|analysis\.windows-int\.net|analysis-df\.windows\.net)|app\.powerbi\.(cn|eaglex\.ic\.gov|microsoft\.scloud)|app(\.mil|\.high)?\.powerbigov\.us)$/i;

const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Normalises a trusted host entry: an origin (`https://analytics.example.com`) or a bare host name. */
export function toTrustedOrigin(hostOrOrigin: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(hostOrOrigin) ? hostOrOrigin : `https://${hostOrOrigin}`;
  const url = parse(withScheme);
  if (!url || url.origin === 'null') throw new Error(`"${hostOrOrigin}" is not a host name or an origin.`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))) {
    throw new Error(`"${hostOrOrigin}" must use https (plain http is allowed only for localhost).`);
  }
  return url.origin;
}

/** True when the URL may be put in a frame: a provider host over https, or an origin the host page trusts. */
export function validateEmbedUrl(embedUrl: string, trustedOrigins: ReadonlySet<string> = new Set()): boolean {
  const url = parse(embedUrl);
  if (!url) return false;
  if (trustedOrigins.has(url.origin)) return true;
  return url.protocol === 'https:' && PROVIDER_HOST.test(url.hostname);
}

/** Whether the URL holds `text`, case aside. */
function mentions(embedUrl: string | undefined, text: string): boolean {
  return typeof embedUrl === 'string' && embedUrl.toLowerCase().includes(text);
}

export function autoAuthInEmbedUrl(embedUrl: string | undefined): boolean {
  return mentions(embedUrl, 'autoauth=true');
}

export function isRDLEmbed(embedUrl: string | undefined): boolean {
  return mentions(embedUrl, '/rdlembed?');
}

/** The origin the frame will speak from, or undefined for a URL that cannot be parsed. */
export function originOf(embedUrl: string | undefined): string | undefined {
  const url = embedUrl === undefined ? undefined : parse(embedUrl);
  return url && url.origin !== 'null' ? url.origin : undefined;
}

export function addParamToUrl(url: string, name: string, value: string): string {
  const separator = url.indexOf('?') > 0 ? '&' : '?';
  return `${url}${separator}${name}=${value}`;
}

/** Reads `name=value` from an embed URL the way the anchor does (quotes around the value are dropped). */
export function findParamInEmbedUrl(url: string | undefined, name: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const match = new RegExp(`${name}="?([^&]+)"?`).exec(url);
  return match?.[1];
}
