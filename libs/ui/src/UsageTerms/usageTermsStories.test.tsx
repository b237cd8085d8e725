import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as acceptanceStories from './UsageTermsAcceptanceDialog.stories';
import * as adminStories from './UsageTermsAdminList.stories';
import * as draftStories from './UsageTermDraftDialog.stories';
import * as pageStories from './UsageTermsPage.stories';

// The stories' play functions, run in jsdom: the blocking acceptance, the staff's list and draft, the page.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('UsageTermsAcceptanceDialog', composeStories(acceptanceStories)),
  ...named('UsageTermsAdminList', composeStories(adminStories)),
  ...named('UsageTermDraftDialog', composeStories(draftStories)),
  ...named('UsageTermsPage', composeStories(pageStories)),
]) as Record<
  string,
  ReturnType<typeof composeStories<typeof pageStories>>[keyof ReturnType<
    typeof composeStories<typeof pageStories>
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
