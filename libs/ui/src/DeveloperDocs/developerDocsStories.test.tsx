import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import type { Locale } from '../i18n/locales';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as referenceStories from './ApiReference.stories';
import * as tabsStories from './DeveloperDocsTabs.stories';
import * as playgroundStories from './EmbedPlayground.stories';
import * as guideStories from './EmbedSdkGuide.stories';

// The stories' play functions, run in jsdom (the phone stories need a real layout: Storybook runs them).
const stories = Object.entries({
  reference: composeStories(referenceStories),
  guide: composeStories(guideStories),
  tabs: composeStories(tabsStories),
  playground: composeStories(playgroundStories),
}).flatMap(([group, composed]) =>
  Object.entries(composed).map(([name, Story]) => [`${group} ${name}`, name, Story] as const),
);

const LOCALES: Record<string, Locale> = { English: 'en', Spanish: 'es' };

beforeEach(() => clearAllMocks());

test.each(stories.filter(([, name]) => name !== 'Phone'))(
  '%s',
  async (_, name, Story) => {
    const { container } = renderWithProviders(<Story />, { locale: LOCALES[name] });
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
