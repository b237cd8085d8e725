import { TicketDetail } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { fillErrorVars } from '../api/errorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useTicket } from './useTicket';

export interface TicketDetailContainerProps {
  /** The ticket number as the address gives it (/tickets/:number). */
  ticketNumber: string;
  /** The places above the page (the menu's group and entry). */
  trail?: readonly string[];
  /** The ticket list, for 'Voltar aos chamados' (with the list's tab, search and page when known). */
  backHref?: string;
  /** The support channels page. */
  contactHref?: string;
}

/** The number in an address, when it is one: digits only, 1 or more, within the API's range. */
export function ticketNumberOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}

/** One support ticket of the current environment at its own address, on the API. */
export function TicketDetailContainer({
  ticketNumber,
  trail,
  backHref,
  contactHref,
}: TicketDetailContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.tickets ?? false;
  const number = ticketNumberOf(ticketNumber);
  const { ticket, state, retry } = useTicket(cloudId, allowed, number);
  return (
    <TicketDetail
      number={number ?? ticketNumber}
      ticket={ticket}
      state={
        number === undefined
          ? { status: 'error', message: fillErrorVars(t('error_code.ticket_not_found'), [ticketNumber]) }
          : state
      }
      onRetry={number === undefined ? undefined : retry}
      trail={trail}
      backHref={backHref}
      contactHref={contactHref}
    />
  );
}
