import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { renderWithProviders } from '../testing/renderWithProviders';
import * as consumptionStories from './StoreConsumption.stories';
import * as purchaseStories from './StorePurchases.stories';
import * as statementStories from './StoreStatements.stories';

// The stories' play functions, run in jsdom (the chart draws on a canvas jsdom lacks: its stories assert the
// figures and the table around it).
const prefixed = (prefix: string, composed: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(composed).map(([name, story]) => [`${prefix} ${name}`, story]));
const stories = {
  ...prefixed('Consumption', composeStories(consumptionStories)),
  ...prefixed('Statements', composeStories(statementStories)),
  ...prefixed('Purchases', composeStories(purchaseStories)),
} as Record<string, ReturnType<typeof composeStories<typeof purchaseStories>>['List']>;

// The chart follows its box's size; jsdom has no ResizeObserver (and no canvas: nothing is drawn).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => clearAllMocks());

test.each(Object.entries(stories))(
  '%s',
  async (_, Story) => {
    const { container } = renderWithProviders(<Story />);
    await Story.play?.({ canvasElement: container } as never);
  },
  30_000,
);
