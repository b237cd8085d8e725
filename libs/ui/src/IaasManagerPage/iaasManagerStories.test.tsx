import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as managerStories from './IaasManagerPage.stories';
import * as formStories from '../IaasCreateMachineForm/IaasCreateMachineForm.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The stories' play functions, run in jsdom: the manager's bulk removal and the form's live price and quotas.
const stories = { ...composeStories(managerStories), ...composeStories(formStories) };

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
