import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as assignStories from './ProjectAgentAssignDialog.stories';
import * as agentsStories from './ProjectAgentsList.stories';
import * as historyStories from './SalesHistoryList.stories';

// The stories' play functions, run in jsdom: the sales history, the project agents, the assign dialog.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('SalesHistoryList', composeStories(historyStories)),
  ...named('ProjectAgentsList', composeStories(agentsStories)),
  ...named('ProjectAgentAssignDialog', composeStories(assignStories)),
]) as Record<
  string,
  ReturnType<typeof composeStories<typeof historyStories>>[keyof ReturnType<
    typeof composeStories<typeof historyStories>
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
