/** A config as error messages show it: the access token blanked, so it never reaches a log. */
export function describeConfig(config: object): string {
  return JSON.stringify('accessToken' in config ? { ...config, accessToken: '' } : config);
}
