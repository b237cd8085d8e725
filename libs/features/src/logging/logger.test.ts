afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The logger module as a build with the given DEV flag would evaluate it. */
async function loggerWhen(dev: boolean) {
  vi.stubEnv('DEV', dev);
  vi.resetModules();
  return (await import('./logger')).logger;
}

test('in development (and tests) warnings and errors reach the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const logger = await loggerWhen(true);
  const cause = new Error('boom');
  logger.warn('The list could not be read', cause);
  logger.error(cause);
  expect(warn).toHaveBeenCalledWith('The list could not be read', cause);
  expect(error).toHaveBeenCalledWith(cause);
});

test('in production (spec §9) nothing reaches the console', async () => {
  const calls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => undefined),
  );
  const logger = await loggerWhen(false);
  logger.warn('The list could not be read', new Error('boom'));
  logger.error(new Error('boom'));
  for (const spy of calls) expect(spy).not.toHaveBeenCalled();
});
