// The token form's expiry: a preset number of days ahead, or the end of a day picked; at most
// apiTokenMaxDays ahead (the API refuses more, 400 api_token_expiry_invalid).
import { apiTokenMaxDays } from '@nuvem/api-contract/paths';

const dayMs = 86_400_000;

/** The instant `days` days from `now`. */
export const expiryInDays = (days: number, now = Date.now()) => new Date(now + days * dayMs).toISOString();

/** The end of the local day `date` (YYYY-MM-DD), or '' when none is picked. */
export const expiryOnDate = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : '');

/** A local YYYY-MM-DD. */
const localDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The dates the picker offers: from tomorrow to a year ahead. */
export const expiryDateBounds = (now = Date.now()) => ({
  min: localDate(now + dayMs),
  max: localDate(now + (apiTokenMaxDays - 1) * dayMs),
});
