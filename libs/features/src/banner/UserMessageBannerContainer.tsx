import { UserMessageBanner } from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../session/useMe';
import { bannerTextOf } from './bannerTextOf';
import { passwordRecoveryHrefOf } from './passwordRecovery';

/**
 * The shell's banner titled 'ATENÇÃO!' (spec §2.3) with the message of GET /me, translated; nothing without
 * one. The user may close it for this page; a different message shows again. Messages about a dedicated
 * database user end with the password-recovery link (spec §5).
 */
export function UserMessageBannerContainer() {
  const { i18n } = useTranslation();
  const { data: me } = useMe();
  const [closed, setClosed] = useState<string>();
  const code = me?.message?.message_code;
  const text = bannerTextOf(me?.message, i18n);
  if (text === undefined || closed === code) return null;
  return (
    <UserMessageBanner
      message={text}
      passwordRecoveryHref={passwordRecoveryHrefOf(code)}
      onClose={() => setClosed(code)}
    />
  );
}
