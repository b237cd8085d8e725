import type { MarketplaceOrderAnswer, MarketplaceOrderBody } from '@nuvem/api-contract';
import { MarketplaceOrderBodySchema } from '@nuvem/api-contract/forms';
import { MARKETPLACE_CANCEL_WINDOW_DAYS, marketplaceEndpoints } from '@nuvem/api-contract/paths';
import { MarketplaceOfferDialog, type MarketplaceOfferItem } from '@nuvem/ui';
import { useState } from 'react';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface MarketplaceOrderContainerProps {
  offer: MarketplaceOfferItem;
  /** The environment bought for (signed in). */
  cloudId?: string;
  environmentName?: string;
  purchasesHref: string;
  onSignIn?: () => void;
  onClose: () => void;
  /** 202: the purchase and the operation provisioning it. */
  onOrdered: (answer: MarketplaceOrderAnswer) => void;
}

/**
 * An offer and its order on the API: a plan and a quantity chosen (checked by the route's schema), the summary
 * confirmed, then POST …/marketplace/orders with one Idempotency-Key per intent, so a retry or a second click
 * is the same purchase.
 */
export function MarketplaceOrderContainer({
  offer,
  cloudId,
  environmentName,
  purchasesHref,
  onSignIn,
  onClose,
  onOrdered,
}: MarketplaceOrderContainerProps) {
  const session = useSession();
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const { submit, busy, alert, text, field, form } = useSchemaForm<
    MarketplaceOrderBody,
    MarketplaceOrderAnswer
  >({
    schema: MarketplaceOrderBodySchema,
    defaultValues: { plan_id: offer.plans[0]?.id ?? '', quantity: 1 },
    submit: (body, { idempotencyKey }) =>
      session.client.call<MarketplaceOrderAnswer>(marketplaceEndpoints.order, {
        params: { cloudId: cloudId! },
        body,
        idempotencyKey,
      }),
    onSubmitted: (answer) => onOrdered(answer),
  });
  const quantity = field('quantity');
  return (
    <MarketplaceOfferDialog
      offer={offer}
      step={step}
      signedIn={session.status === 'signedIn' && cloudId !== undefined}
      environmentName={environmentName}
      plan={text('plan_id')}
      quantity={{ ...quantity, value: quantity.value as number | undefined }}
      cancelWindowDays={MARKETPLACE_CANCEL_WINDOW_DAYS}
      purchasesHref={purchasesHref}
      alert={alert}
      busy={busy}
      onReview={() => {
        void form.trigger().then((valid) => {
          if (valid) setStep('confirm');
        });
      }}
      onBack={() => setStep('details')}
      onConfirm={() => void submit()}
      onSignIn={onSignIn}
      onClose={onClose}
    />
  );
}
