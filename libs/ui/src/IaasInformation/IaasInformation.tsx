import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeToggle } from '../EyeToggle/EyeToggle';
import { formatCents } from '../format/formatCents';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue, MaskedValuesProvider, useValuesMasked } from '../MaskedValue/MaskedValue';

export type IaasContractPlanName = 'pay_as_you_go' | 'reserved_12' | 'reserved_36' | 'enterprise';
export type IaasContractStatusName = 'active' | 'suspended' | 'ended' | 'cancelling';
export type IaasPaymentMethodName = 'boleto' | 'pix' | 'credit_card' | 'bank_debit';

/** The environment's IaaS contract, billing data and consumption, as IaaS › Informações shows them. */
export interface IaasInformationView {
  contract: {
    number: string;
    plan: IaasContractPlanName;
    /** YYYY-MM-DD. */
    startDate: string;
    termMonths: number;
    endDate: string;
    status: IaasContractStatusName;
  } | null;
  billing: {
    legalName: string;
    cnpj: string;
    billingAddress: string;
    invoiceEmail: string;
    paymentMethod: IaasPaymentMethodName;
    invoiceDay: number;
  } | null;
  /** This month (YYYY-MM) so far, in centavos. */
  consumption: { month: string; toDateCents: number };
}

export interface IaasInformationProps {
  information?: IaasInformationView;
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onRetry?: () => void;
  /** The documents section (IaasDocumentsList), or nothing without the documents flag. */
  documents?: ReactNode;
}

const STATUS_COLOR: Record<IaasContractStatusName, ChipTint> = {
  active: 'success',
  suspended: 'warning',
  ended: 'default',
  cancelling: 'warning',
};

/** A calendar date (YYYY-MM-DD) in the user's language, read as that day wherever the browser is. */
function useDateText() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    } as Intl.DateTimeFormatOptions);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, minHeight: 40 }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** The CNPJ, hidden until the card's eye shows it (and hidden whenever the top bar's eye hides values). */
function BillingCard({ billing }: { billing: NonNullable<IaasInformationView['billing']> }) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasInformation' });
  const [shown, setShown] = useState(false);
  const maskedAbove = useValuesMasked();
  return (
    <Card title={t('billingTitle')} action={<EyeToggle visible={shown} onChange={setShown} />}>
      <Field label={t('legalName')}>{billing.legalName}</Field>
      <Field label={t('cnpj')}>
        <MaskedValuesProvider masked={maskedAbove || !shown}>
          <MaskedValue>{billing.cnpj}</MaskedValue>
        </MaskedValuesProvider>
      </Field>
      <Field label={t('billingAddress')}>{billing.billingAddress}</Field>
      <Field label={t('invoiceEmail')}>{billing.invoiceEmail}</Field>
      <Field label={t('paymentMethod')}>{t(`payment.${billing.paymentMethod}`)}</Field>
      <Field label={t('invoiceDay')}>{t('invoiceDayValue', { day: billing.invoiceDay })}</Field>
    </Card>
  );
}

/**
 * IaaS › Informações (portal spec §2.6, §6 iaas_information_access): the environment's contract (number, plan,
 * term, status, cancelling included), its billing data with the CNPJ behind an eye, this month's consumption so
 * far, and below them the documents section when the user may download them.
 */
export function IaasInformation({ information, state, onRetry, documents }: IaasInformationProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasInformation' });
  const date = useDateText();
  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );
  if (state.status === 'loading' || !information)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('loading')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
      >
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  const { contract, billing, consumption } = information;
  const money = (cents: number) => formatCents(cents, i18n.language);
  const month = new Date(`${consumption.month}-15T12:00:00Z`).toLocaleDateString(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Stack spacing={2}>
      {contract === null && billing === null ? (
        <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {contract ? (
            <Card
              title={t('contractTitle')}
              action={
                <Chip
                  size="small"
                  label={t(`status.${contract.status}`)}
                  sx={tintedChipSx(STATUS_COLOR[contract.status])}
                />
              }
            >
              <Field label={t('number')}>
                <MaskedValue>{contract.number}</MaskedValue>
              </Field>
              <Field label={t('planLabel')}>{t(`plan.${contract.plan}`)}</Field>
              <Field label={t('startDate')}>{date(contract.startDate)}</Field>
              <Field label={t('term')}>
                {t('termValue', { count: contract.termMonths, end: date(contract.endDate) })}
              </Field>
            </Card>
          ) : (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2">{t('noContract')}</Typography>
            </Paper>
          )}
          {billing ? (
            <BillingCard billing={billing} />
          ) : (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2">{t('noBilling')}</Typography>
            </Paper>
          )}
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="caption" component="h2" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          {t('consumptionTitle', { month })}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 500 }}>
          <MaskedValue>{money(consumption.toDateCents)}</MaskedValue>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('consumptionHint')}
        </Typography>
      </Paper>
      {documents}
    </Stack>
  );
}
