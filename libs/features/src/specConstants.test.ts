// Portal spec §9 ("Business constants and limits"), line by line. Each test states the spec's own number,
// not the imported constant, so a constant that drifts from the spec fails here.
import {
  ACCOUNT_DROPDOWN_MAX_HEIGHT,
  ACCOUNT_DROPDOWN_WIDTH,
  FAVORITES_MAX_HEIGHT,
  MAX_LISTED_ACCOUNTS,
  MINI_NAVBAR_STORAGE_KEY,
  NAV_MENU_STATES,
  NAV_SKELETON_ROWS,
  NAV_WIDTH_FULL,
  NAV_WIDTH_MINI,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
} from '@nuvem/ui';
import { ACCOUNT_LIST_CHECK_INTERVAL_MS } from './accounts/accountsConstants';
import { MARKETPLACE_COMMUNICATIONS, MIGRATION_NOTICE_LEAD_MS } from './alerts/alertsConstants';
import { EMBED_HEIGHT_PX } from './insights/insightsConstants';
import { MESSAGES_CHECK_INTERVAL_MS } from './messages/messagesConstants';
import { SHARED_BUDGET_SWITCH_DELAY_MS } from './routing/routingConstants';

const day = 24 * 60 * 60 * 1000;

test.each<[string, unknown, unknown]>([
  ['account picker: at most 10 accounts shown, a search box above 10', MAX_LISTED_ACCOUNTS, 10],
  ['message check every 180000 ms (3 minutes)', MESSAGES_CHECK_INTERVAL_MS, 180000],
  ['account list change check every 10000 ms', ACCOUNT_LIST_CHECK_INTERVAL_MS, 10000],
  ['migration alert shown from 7 days before its start', MIGRATION_NOTICE_LEAD_MS, 7 * day],
  ['embedded dashboard height 1200px', EMBED_HEIGHT_PX, 1200],
  ['menu skeleton of 13 placeholder rows', NAV_SKELETON_ROWS, 13],
  ['left menu 250px wide', NAV_WIDTH_FULL, 250],
  ['mini menu 50px', NAV_WIDTH_MINI, 50],
  ["mini menu state key 'mini-navbar'", MINI_NAVBAR_STORAGE_KEY, 'mini-navbar'],
  ['mini menu state values open/close', NAV_MENU_STATES, ['open', 'close']],
  ['marketplace communications fetched with value 1', MARKETPLACE_COMMUNICATIONS, 1],
  ['global search: debounce 1000 ms', SEARCH_DEBOUNCE_MS, 1000],
  ['global search: minimum length above 4 characters', SEARCH_MIN_LENGTH, 4],
  ['shared-budget redirect delay 1000 ms', SHARED_BUDGET_SWITCH_DELAY_MS, 1000],
  ['environment dropdown 350px wide', ACCOUNT_DROPDOWN_WIDTH, 350],
  ['environment dropdown 700px maximum height', ACCOUNT_DROPDOWN_MAX_HEIGHT, 700],
  ['favorites list maximum height 250px', FAVORITES_MAX_HEIGHT, 250],
])('§9 %s', (_line, actual, spec) => {
  expect(actual).toEqual(spec);
});
