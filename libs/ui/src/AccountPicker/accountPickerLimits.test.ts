import {
  ACCOUNT_DROPDOWN_MAX_HEIGHT,
  ACCOUNT_DROPDOWN_WIDTH,
  FAVORITES_MAX_HEIGHT,
  MAX_LISTED_ACCOUNTS,
} from './accountPickerLimits';

// The spec's numbers by their literal values (portal spec §2.7, §9): a drifting constant fails here.
test.each([
  ['at most 10 accounts listed, a search field above 10', MAX_LISTED_ACCOUNTS, 10],
  ['a dropdown 350px wide', ACCOUNT_DROPDOWN_WIDTH, 350],
  ['a dropdown at most 700px high', ACCOUNT_DROPDOWN_MAX_HEIGHT, 700],
  ['a favorites list at most 250px high', FAVORITES_MAX_HEIGHT, 250],
])('%s', (_, constant, spec) => {
  expect(constant).toBe(spec);
});
