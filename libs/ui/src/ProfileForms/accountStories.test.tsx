import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import * as authCard from '../AuthCard/AuthCard.stories';
import * as recovery from '../PasswordRecovery/PasswordRecoveryRequest.stories';
import * as setPassword from '../PasswordRecovery/SetPasswordForm.stories';
import * as signIns from '../SignInsList/SignInsList.stories';
import * as password from './ChangePasswordForm.stories';
import * as details from './ProfileDetailsForm.stories';
import { renderWithProviders } from '../testing/renderWithProviders';

// The play functions of the account pages' stories (recovery, set password, profile, sessions), run in jsdom.
const stories = Object.fromEntries(
  Object.entries({
    authCard: composeStories(authCard),
    recovery: composeStories(recovery),
    setPassword: composeStories(setPassword),
    details: composeStories(details),
    password: composeStories(password),
    signIns: composeStories(signIns),
  }).flatMap(([file, composed]) =>
    Object.entries(composed).map(([name, story]) => [`${file}: ${name}`, story]),
  ),
);

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
