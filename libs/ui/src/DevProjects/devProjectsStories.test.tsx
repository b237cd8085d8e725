import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as projectsList from './DevProjectsList.stories';
import * as projectDialog from './DevProjectDialog.stories';
import * as tokensList from './ApiTokensList.stories';
import * as tokenDialog from './ApiTokenCreateDialog.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The stories' play functions, run in jsdom: the projects list, the project form, the tokens list, and the
// token's creation with its once-shown secret.
/** What the test runs of a composed story. */
type Runnable = (() => React.JSX.Element) & { play?: (context: never) => Promise<void> };

const prefixed = (prefix: string, composed: object) =>
  Object.entries(composed).map(([name, story]) => [`${prefix} ${name}`, story as Runnable] as const);
const stories = Object.fromEntries([
  ...prefixed('DevProjectsList', composeStories(projectsList)),
  ...prefixed('DevProjectDialog', composeStories(projectDialog)),
  ...prefixed('ApiTokensList', composeStories(tokensList)),
  ...prefixed('ApiTokenCreateDialog', composeStories(tokenDialog)),
]) as Record<string, Runnable>;

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
