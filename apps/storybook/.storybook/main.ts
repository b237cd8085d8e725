import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every lib: the stories live beside their components. */
const config: StorybookConfig = {
  stories: ['../../../libs/*/src/**/*.mdx', '../../../libs/*/src/**/*.stories.@(ts|tsx)', '../src/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
