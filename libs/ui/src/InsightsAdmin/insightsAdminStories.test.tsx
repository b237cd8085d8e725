import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as groupPanel from './InsightsGroupPanel.stories';
import * as groupsList from './InsightsGroupsList.stories';
import * as userDialog from './InsightsUserAccessDialog.stories';
import * as usersList from './InsightsUsersList.stories';

// The stories' play functions, run in jsdom (pt-BR; the screen-size and language stories run in Storybook).
type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

const composed = [groupsList, groupPanel, usersList, userDialog].flatMap((file) =>
  Object.entries(composeStories(file) as Record<string, Composed>).filter(
    ([name]) => !['Phone', 'Narrow', 'English', 'Spanish'].includes(name),
  ),
);

beforeEach(() => clearAllMocks());

test.each(composed)(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
