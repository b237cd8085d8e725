/**
 * Spec §4: "The info-register step runs once per session." Kept in sessionStorage, so a reload of the same
 * tab does not ask again and a new tab (a new browser session's page) does.
 */
const DONE_KEY = 'nuvem-info-register-done';

export const registrationStep = {
  done: (storage: Storage = sessionStorage) => storage.getItem(DONE_KEY) === '1',
  markDone: (storage: Storage = sessionStorage) => storage.setItem(DONE_KEY, '1'),
};
