import type {
  CommercialEvent,
  CommercialEventList,
  CommercialEventRequest,
  CommercialEventRequestList,
  CommercialProposal,
  CommercialProposalList,
  CommercialRequestSummary,
} from '@nuvem/api-contract';
import { commercialEventAdminEndpoints, commercialEventEndpoints } from '@nuvem/api-contract/paths';
import type {
  CommercialEventItem,
  CommercialProposalItem,
  CommercialRequestItem,
  CommercialRequestOutcome,
} from '@nuvem/ui';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';

const outcomeOf = (request: CommercialRequestSummary): CommercialRequestOutcome => ({
  id: request.id,
  state: request.state,
  reason: request.reason,
  requestedAt: request.requested_at,
  decidedAt: request.decided_at,
});

export const commercialEventOf = (event: CommercialEvent): CommercialEventItem => ({
  id: event.id,
  code: event.code,
  name: event.name,
  description: event.description,
  conditions: event.conditions,
  discountPercent: event.discount_percent,
  startsOn: event.starts_on,
  endsOn: event.ends_on,
  open: event.open,
  joinRequest: event.join_request && outcomeOf(event.join_request),
});

export const commercialProposalOf = (proposal: CommercialProposal): CommercialProposalItem => ({
  id: proposal.id,
  number: proposal.number,
  products: proposal.products,
  valueCents: proposal.value_cents,
  event: proposal.event && {
    id: proposal.event.id,
    name: proposal.event.name,
    valueCents: proposal.event.value_cents,
  },
  migrationRequest: proposal.migration_request && {
    ...outcomeOf(proposal.migration_request),
    eventName: proposal.migration_request.event_name,
  },
});

export const commercialRequestOf = (request: CommercialEventRequest): CommercialRequestItem => ({
  ...outcomeOf(request),
  kind: request.kind,
  eventName: request.event.name,
  customer: request.environment.corporate_name,
  cloudId: request.environment.cloud_id,
  proposal: request.proposal && {
    number: request.proposal.number,
    valueCents: request.proposal.value_cents,
    newValueCents: request.proposal.new_value_cents,
  },
  requestedBy: request.requested_by,
  decidedBy: request.decided_by,
});

export const commercialEventAccessors: CollectionAccessors<CommercialEventItem> = {
  valueOf: (event, field) =>
    field === 'name'
      ? event.name
      : field === 'period'
        ? event.startsOn
        : field === 'discount'
          ? event.discountPercent
          : null,
  textOf: (event) => [event.name, event.code, event.description].join('\n'),
};

export const commercialProposalAccessors: CollectionAccessors<CommercialProposalItem> = {
  valueOf: (proposal, field) =>
    field === 'number' ? proposal.number : field === 'value' ? Number(proposal.valueCents) : null,
  textOf: (proposal) => [proposal.number, ...proposal.products].join('\n'),
};

export const commercialRequestAccessors: CollectionAccessors<CommercialRequestItem> = {
  valueOf: (request, field) =>
    field === 'customer'
      ? request.customer
      : field === 'state'
        ? request.state
        : field === 'requestedAt'
          ? request.requestedAt
          : null,
  textOf: (request) =>
    [
      request.customer,
      request.cloudId,
      request.eventName,
      request.proposal?.number ?? '',
      request.requestedBy ?? '',
    ].join('\n'),
};

/** The environment's events with its part in each. */
export function useCommercialEvents(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && cloudId && allowed
      ? ([commercialEventEndpoints.list.path, session.epoch, cloudId] as const)
      : null;
  return useSWR(key, () =>
    session.client.call<CommercialEventList>(commercialEventEndpoints.list, {
      params: { cloudId: cloudId! },
    }),
  );
}

/** The environment's proposals. */
export function useCommercialProposals(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && cloudId && allowed
      ? ([commercialEventEndpoints.proposals.path, session.epoch, cloudId] as const)
      : null;
  return useSWR(key, () =>
    session.client.call<CommercialProposalList>(commercialEventEndpoints.proposals, {
      params: { cloudId: cloudId! },
    }),
  );
}

/** Every customer's request, for staff. */
export function useCommercialRequests(allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && allowed
      ? ([commercialEventAdminEndpoints.requests.path, session.epoch] as const)
      : null;
  return useSWR(key, () =>
    session.client.call<CommercialEventRequestList>(commercialEventAdminEndpoints.requests),
  );
}
