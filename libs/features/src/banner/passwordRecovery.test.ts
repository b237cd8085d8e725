import { passwordRecoveryHrefOf } from './passwordRecovery';

test.each<[string | undefined, string | undefined]>([
  ['dedicated_db_user_created', '/authentication/recover'],
  ['dedicated_db_user_edited', '/authentication/recover'],
  ['dedicated_db_user_deleted', undefined],
  ['iaas_cancelling', undefined],
  ['DEDICATED_DB_USER_CREATED', undefined],
  [undefined, undefined],
])('message %j → link %j', (code, href) => {
  expect(passwordRecoveryHrefOf(code)).toBe(href);
});
