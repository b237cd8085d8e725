import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as catalogueStories from './AiAgentCatalogue.stories';
import * as confirmStories from './AiAgentConfirmDialog.stories';
import * as detailStories from './AiAgentDetailDialog.stories';
import * as settingsStories from './AiAgentSettingsDialog.stories';
import * as mineStories from './MyAiAgentsList.stories';

// The stories' play functions, run in jsdom: the catalogue, an agent's detail, the confirmation, my agents and
// their settings. Several files share story names (Refused, Phone): each is named with its file's.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('AiAgentCatalogue', composeStories(catalogueStories)),
  ...named('AiAgentDetailDialog', composeStories(detailStories)),
  ...named('AiAgentConfirmDialog', composeStories(confirmStories)),
  ...named('MyAiAgentsList', composeStories(mineStories)),
  ...named('AiAgentSettingsDialog', composeStories(settingsStories)),
]) as Record<
  string,
  ReturnType<typeof composeStories<typeof catalogueStories>>[keyof ReturnType<
    typeof composeStories<typeof catalogueStories>
  >]
>;

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
