import type { ErrorField, MarketplaceAdminOffer, MarketplaceOfferForm } from '@nuvem/api-contract';
import { MarketplaceOfferFormSchema } from '@nuvem/api-contract/forms';
import {
  marketplaceAdminEndpoints,
  marketplacePriceCentsOf,
  marketplacePriceTextOf,
} from '@nuvem/api-contract/paths';
import { MarketplaceOfferFormDialog, type MarketplaceAdminOfferItem } from '@nuvem/ui';
import { useFieldArray } from 'react-hook-form';
import { fieldNameOf } from '../forms/schemaErrors';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface MarketplaceOfferFormContainerProps {
  /** The offer edited; none for a new one. */
  offer?: MarketplaceAdminOfferItem;
  customers: readonly { t_code: string; name: string }[];
  onClose: () => void;
  onSaved: (offer: MarketplaceAdminOffer) => void;
}

const EMPTY: MarketplaceOfferForm = {
  name: '',
  category: 'monitoring',
  description: '',
  vendor: 'Nuvem',
  plans: [{ name: '', price: '', recurrence: 'monthly' }],
  audience: 'all',
  customers: [],
};

const formOf = (offer: MarketplaceAdminOfferItem): MarketplaceOfferForm => ({
  name: offer.name,
  category: offer.category,
  description: offer.description,
  vendor: offer.vendor,
  plans: offer.plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: marketplacePriceTextOf(plan.priceCents),
    recurrence: plan.recurrence,
  })),
  audience: offer.audience,
  customers: offer.customers,
});

/** The API's /plans/0/price_cents is the form's plans.0.price. */
const fieldOf = (field: ErrorField) =>
  field.in === 'body' ? fieldNameOf(field.path.replace(/\/price_cents$/, '/price')) : undefined;

/**
 * 'Nova oferta' and 'Editar oferta' on the API: prices typed in reais and sent as integer centavos (exactly),
 * plans kept by id so a price changed applies to new purchases only, the audience and its customers.
 */
export function MarketplaceOfferFormContainer({
  offer,
  customers,
  onClose,
  onSaved,
}: MarketplaceOfferFormContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text, form, errorsUnder } = useSchemaForm<
    MarketplaceOfferForm,
    MarketplaceAdminOffer
  >({
    schema: MarketplaceOfferFormSchema,
    defaultValues: offer ? formOf(offer) : EMPTY,
    fieldOf,
    submit: ({ plans, ...rest }, { idempotencyKey }) => {
      const body = {
        ...rest,
        customers: rest.audience === 'chosen' ? rest.customers : [],
        plans: plans.map(({ price, ...plan }) => ({ ...plan, price_cents: marketplacePriceCentsOf(price) })),
      };
      return offer
        ? session.client.call<MarketplaceAdminOffer>(marketplaceAdminEndpoints.update, {
            params: { offerId: offer.id },
            body,
            idempotencyKey,
          })
        : session.client.call<MarketplaceAdminOffer>(marketplaceAdminEndpoints.create, {
            body,
            idempotencyKey,
          });
    },
    onSubmitted: onSaved,
  });
  const plans = useFieldArray({ control: form.control, name: 'plans' });
  const chosen = form.watch('customers');
  const plansError = errorsUnder('plans').find((error) => error.name === 'plans')?.message;
  const customersError = errorsUnder('customers')[0]?.message;
  return (
    <MarketplaceOfferFormDialog
      mode={offer ? 'edit' : 'create'}
      name={text('name')}
      vendor={text('vendor')}
      category={text('category')}
      description={text('description')}
      audience={text('audience')}
      plans={plans.fields.map((plan, index) => ({
        key: plan.id,
        name: text(`plans.${index}.name`),
        price: text(`plans.${index}.price`),
        recurrence: text(`plans.${index}.recurrence`),
      }))}
      plansError={plansError}
      customers={{
        value: chosen,
        options: customers.map((customer) => ({ code: customer.t_code, name: customer.name })),
        onChange: (codes) =>
          form.setValue('customers', codes, { shouldValidate: form.formState.isSubmitted }),
        error: customersError,
      }}
      hasPurchases={(offer?.purchases ?? 0) > 0}
      alert={alert}
      busy={busy}
      onAddPlan={() => plans.append({ name: '', price: '', recurrence: 'monthly' })}
      onRemovePlan={(index) => plans.remove(index)}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
