import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as catalogueStories from './MarketplaceCatalogue.stories';
import * as offerDialogStories from './MarketplaceOfferDialog.stories';
import * as formDialogStories from './MarketplaceOfferFormDialog.stories';
import * as adminListStories from './MarketplaceOffersAdminList.stories';

// The stories' play functions, run in jsdom: the catalogue, an offer and its order, the staff list and form.
const named = (file: string, composed: Record<string, unknown>) =>
  Object.entries(composed).map(([name, story]) => [`${file} ${name}`, story] as const);
const stories = Object.fromEntries([
  ...named('MarketplaceCatalogue', composeStories(catalogueStories)),
  ...named('MarketplaceOfferDialog', composeStories(offerDialogStories)),
  ...named('MarketplaceOffersAdminList', composeStories(adminListStories)),
  ...named('MarketplaceOfferFormDialog', composeStories(formDialogStories)),
]) as Record<string, ReturnType<typeof composeStories<typeof catalogueStories>>['Offers']>;

beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
