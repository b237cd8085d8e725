import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as checklistStories from './IamFeatureChecklist.stories';
import * as featuresStories from './IamFeaturesList.stories';
import * as editorStories from './IamRoleEditorDialog.stories';
import * as rolesStories from './IamRolesList.stories';
import * as usersStories from './IamStaffUsersList.stories';

// The stories' play functions, run in jsdom: every state of the staff IAM screens' components.
const stories = Object.entries({
  IamFeaturesList: composeStories(featuresStories),
  IamRolesList: composeStories(rolesStories),
  IamStaffUsersList: composeStories(usersStories),
  IamFeatureChecklist: composeStories(checklistStories),
  IamRoleEditorDialog: composeStories(editorStories),
}).flatMap(([file, composed]) =>
  Object.entries(composed).map(([name, Story]) => [`${file} ${name}`, Story] as const),
);

beforeEach(() => clearAllMocks());

test.each(stories)(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
