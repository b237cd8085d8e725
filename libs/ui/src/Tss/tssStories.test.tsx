import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as companies from './TssCompaniesList.stories';
import * as summary from './TssQuotaSummary.stories';
import * as request from './TssQuotaRequestDialog.stories';
import * as registration from './TssRegistrationList.stories';
import * as dialogs from './TssDialogs.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The stories' play functions, run in jsdom.
const stories = {
  ...composeStories(companies),
  ...composeStories(summary),
  ...composeStories(request),
  ...composeStories(registration),
  ...composeStories(dialogs),
};

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
