import { createTestI18n } from '../testing/createTestI18n';
import { bannerTextOf } from './bannerTextOf';

const i18n = createTestI18n('pt-BR');

test('the message of /me, translated from env_message.{code}', () => {
  expect(bannerTextOf({ message_code: 'iaas_cancelling', type: 'warning' }, i18n)).toBe(
    'O cancelamento da sua conta IaaS está em andamento. Enquanto ele não terminar, não é possível contratar novos recursos.',
  );
});

test('no message, or a code without a text, gives no banner', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(bannerTextOf(null, i18n)).toBeUndefined();
  expect(bannerTextOf(undefined, i18n)).toBeUndefined();
  expect(bannerTextOf({ message_code: 'brand_new', type: 'info' }, i18n)).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(1);
});
