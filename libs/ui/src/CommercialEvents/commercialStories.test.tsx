import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as dialogStories from './CommercialEventDialog.stories';
import * as eventsStories from './CommercialEventsList.stories';
import * as migrationStories from './CommercialMigrationDialog.stories';
import * as proposalsStories from './CommercialProposalsList.stories';
import * as refuseStories from './CommercialRefuseDialog.stories';
import * as requestsStories from './CommercialRequestsList.stories';

// The stories' play functions, run in jsdom: events, migration, and the staff's requests.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('CommercialEventsList', composeStories(eventsStories)),
  ...named('CommercialEventDialog', composeStories(dialogStories)),
  ...named('CommercialMigrationDialog', composeStories(migrationStories)),
  ...named('CommercialProposalsList', composeStories(proposalsStories)),
  ...named('CommercialRequestsList', composeStories(requestsStories)),
  ...named('CommercialRefuseDialog', composeStories(refuseStories)),
]) as Record<
  string,
  ReturnType<typeof composeStories<typeof eventsStories>>[keyof ReturnType<
    typeof composeStories<typeof eventsStories>
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
