import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from '@nuvem/devtools/chromium';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
