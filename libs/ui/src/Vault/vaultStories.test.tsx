import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as keyDialogStories from './VaultKeyDialog.stories';
import * as keysStories from './VaultKeysList.stories';
import * as secretDialogStories from './VaultSecretDialog.stories';
import * as panelStories from './VaultSecretPanel.stories';
import * as secretsStories from './VaultSecretsList.stories';

// The stories' play functions, run in jsdom: the vault's list, panel (timed reveal) and dialogs; the keys.
// Several files share story names (Empty, Loading, KeyDisabled): each is named with its file's.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('VaultSecretsList', composeStories(secretsStories)),
  ...named('VaultSecretPanel', composeStories(panelStories)),
  ...named('VaultSecretDialog', composeStories(secretDialogStories)),
  ...named('VaultKeysList', composeStories(keysStories)),
  ...named('VaultKeyDialog', composeStories(keyDialogStories)),
]) as Record<
  string,
  ReturnType<typeof composeStories<typeof secretsStories>>[keyof ReturnType<
    typeof composeStories<typeof secretsStories>
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
