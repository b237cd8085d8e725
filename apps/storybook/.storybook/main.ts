import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every lib: the stories live beside their components. */
const config: StorybookConfig = {
  stories: ['../../../libs/*/src/**/*.mdx', '../../../libs/*/src/**/*.stories.@(ts|tsx)', '../src/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from the components' TypeScript and doc comments. Docgen documents only files of its
  // TypeScript project: the libs' sources (tsconfig.docgen.json), not this app's own config files.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'tsconfig.docgen.json',
      include: ['../../libs/*/src/**/*.tsx'],
    },
  },
  // MUI marks its modules 'use client'; bundling for the browser drops the directive harmlessly, so the
  // warning about it (hundreds of lines) only hides real ones.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
