import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '@nuvem/devtools/chromium';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_EXECUTABLE, headless: true, args: CHROMIUM_ARGS },
    },
  },
};
