import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as listStories from './IaasSshKeysList.stories';
import * as addStories from './IaasSshKeyAddDialog.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The stories' play functions, run in jsdom: the list's copy, delete and bulk delete; the add dialog's warning.
const stories = { ...composeStories(listStories), ...composeStories(addStories) };

// Storybook resets the args' spies before each story; so does this.
beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
