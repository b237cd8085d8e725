import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as stories from './AuditLogList.stories';

// The stories' play functions, run in jsdom: the filter by action, the entry's before/after, every state.
const composed = composeStories(stories);

beforeEach(() => clearAllMocks());

test.each(Object.entries(composed).filter(([name]) => name !== 'Phone'))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
