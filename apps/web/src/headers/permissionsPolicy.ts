/**
 * Powerful features no page of ours uses, turned off for the page and every frame in it (a script injected
 * into the console cannot reach the camera, say). Only names Chromium knows: an unknown one is a console error.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Permissions-Policy: the unused features off, `allowed` features for the origins given ('self' or origins). */
export function permissionsPolicy(allowed: Readonly<Record<string, readonly string[]>> = {}): string {
  const allowList = (origins: readonly string[]) =>
    `(${origins.map((origin) => (origin === 'self' ? 'self' : `"${origin}"`)).join(' ')})`;
  return [
    ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
    ...Object.entries(allowed).map(([feature, origins]) => `${feature}=${allowList(origins)}`),
  ].join(', ');
}
