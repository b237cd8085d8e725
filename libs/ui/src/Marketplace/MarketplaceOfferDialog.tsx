import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormNumberField } from '../Form/FormNumberField';
import { formatCents } from '../format/formatCents';
import { useMarketplacePrice } from './MarketplacePrice';
import type { MarketplaceOfferItem } from './marketplaceTypes';

/** A form field's props as the container's schema form gives them. */
export interface MarketplaceFormField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export interface MarketplaceOfferDialogProps {
  offer: MarketplaceOfferItem;
  /** details: the offer and the order's choices; confirm: the order's summary, to confirm. */
  step: 'details' | 'confirm';
  /** Signed out: the offer without the order, and a call to sign in. */
  signedIn: boolean;
  /** The environment the order is for. */
  environmentName?: string;
  plan: MarketplaceFormField<string>;
  quantity: MarketplaceFormField<number | undefined>;
  /** How many days after ordering it may be cancelled without being billed. */
  cancelWindowDays: number;
  /** Where the purchases are listed (the store's 'Compras'). */
  purchasesHref: string;
  alert?: string;
  busy?: boolean;
  /** details → confirm (the caller checks the fields first). */
  onReview: () => void;
  onBack: () => void;
  /** The order confirmed. */
  onConfirm: () => void;
  onSignIn?: () => void;
  onClose: () => void;
}

/**
 * An offer and its order (AWS Marketplace's 'View purchase options' then 'Subscribe'): what it is, its plans
 * and prices, a plan and a quantity chosen; then the summary — plan, quantity, price and total, recurrence,
 * the environment, until when it may be cancelled — confirmed by the user. Props in, callbacks out.
 */
export function MarketplaceOfferDialog({
  offer,
  step,
  signedIn,
  environmentName,
  plan,
  quantity,
  cancelWindowDays,
  purchasesHref,
  alert,
  busy = false,
  onReview,
  onBack,
  onConfirm,
  onSignIn,
  onClose,
}: MarketplaceOfferDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'MarketplaceOfferDialog' });
  const { t: label } = useTranslation('ui', { keyPrefix: 'MarketplaceLabels' });
  const price = useMarketplacePrice();
  const titleId = useId();
  const plansId = useId();
  const chosen = offer.plans.find((p) => p.id === plan.value);
  const count = quantity.value ?? 0;
  const bought = offer.lastPurchase;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {step === 'confirm' ? t('confirmTitle') : offer.name}
      </DialogTitle>
      <DialogContent>
        {step === 'details' ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" label={label(`category.${offer.category}`)} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('by', { vendor: offer.vendor })}
              </Typography>
            </Stack>
            <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {offer.description}
            </Typography>
            {bought ? (
              <Alert severity={bought.state === 'failed' ? 'error' : 'info'}>
                {t('bought', { state: label(`purchase.${bought.state}`) })}{' '}
                <Link href={purchasesHref}>{t('seePurchases')}</Link>
              </Alert>
            ) : null}
            {signedIn ? (
              <Form onSubmit={onReview} busy={busy} aria-labelledby={titleId}>
                <Stack spacing={2}>
                  <FormAlert message={alert} />
                  <FormControl error={!!plan.error} required>
                    <FormLabel id={plansId}>{t('plan')}</FormLabel>
                    <RadioGroup
                      aria-labelledby={plansId}
                      name={plan.name}
                      value={plan.value}
                      onChange={(event) => plan.onChange(event.target.value)}
                      onBlur={plan.onBlur}
                    >
                      {offer.plans.map((option, index) => (
                        <FormControlLabel
                          key={option.id}
                          value={option.id}
                          control={
                            <Radio slotProps={{ input: { ref: index === 0 ? plan.inputRef : undefined } }} />
                          }
                          label={`${option.name} — ${price(option.priceCents, option.recurrence)}`}
                        />
                      ))}
                    </RadioGroup>
                    {plan.error ? <FormHelperText>{plan.error}</FormHelperText> : null}
                  </FormControl>
                  <FormNumberField
                    {...quantity}
                    label={t('quantity')}
                    integer
                    required
                    sx={{ maxWidth: 200 }}
                  />
                  <FormActions busy={busy} submitLabel={t('review')} onCancel={onClose} placement="end" />
                </Stack>
              </Form>
            ) : (
              <>
                <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} aria-label={t('plans')}>
                  {offer.plans.map((option) => (
                    <li key={option.id}>
                      <Typography variant="body2">{`${option.name} — ${price(option.priceCents, option.recurrence)}`}</Typography>
                    </li>
                  ))}
                </Stack>
                <Alert
                  severity="info"
                  action={
                    onSignIn ? (
                      <Button color="inherit" size="small" onClick={onSignIn}>
                        {t('signIn')}
                      </Button>
                    ) : undefined
                  }
                >
                  {t('signInToBuy')}
                </Alert>
              </>
            )}
          </Stack>
        ) : (
          <Form onSubmit={onConfirm} busy={busy} aria-labelledby={titleId}>
            <Stack spacing={2}>
              <FormAlert message={alert} />
              <Stack
                component="dl"
                spacing={1}
                sx={{ m: 0, '& dt': { color: 'text.secondary', typography: 'body2' }, '& dd': { m: 0 } }}
              >
                <dt>{t('summary.offer')}</dt>
                <dd>{offer.name}</dd>
                <dt>{t('summary.plan')}</dt>
                <dd>{chosen?.name}</dd>
                <dt>{t('summary.quantity')}</dt>
                <dd>{count}</dd>
                <dt>{t('summary.unitPrice')}</dt>
                <dd>{chosen ? price(chosen.priceCents, chosen.recurrence) : null}</dd>
                <dt>{t('summary.total')}</dt>
                <dd>
                  {chosen
                    ? t(chosen.recurrence === 'monthly' ? 'totalMonthly' : 'totalOnce', {
                        total: formatCents(BigInt(chosen.priceCents) * BigInt(count), i18n.language),
                      })
                    : null}
                </dd>
                <dt>{t('summary.environment')}</dt>
                <dd>{environmentName}</dd>
              </Stack>
              <Alert severity="info">{t('cancelWindow', { count: cancelWindowDays })}</Alert>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
                useFlexGap
              >
                <Button onClick={onBack} disabled={busy}>
                  {t('back')}
                </Button>
                <FormActions
                  busy={busy}
                  submitLabel={t('confirm')}
                  busyLabel={t('confirming')}
                  placement="end"
                />
              </Stack>
            </Stack>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
