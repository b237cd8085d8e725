import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as list from './AdminContractsList.stories';
import * as dialog from './AdminContractDialog.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The stories' play functions, run in jsdom.
const stories = { ...composeStories(list), ...composeStories(dialog) };

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
