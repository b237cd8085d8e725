import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { RetryAlert } from '../internal/RetryAlert';
import {
  lineCents,
  monthlyTotalCents,
  type CalculatorBudget,
  type CalculatorConsumption,
  type CalculatorLine,
  type CalculatorPrice,
  type CalculatorPriceList,
} from './iaasCalculatorModel';

/** A line on a phone: the item on a row of its own, then quantity, total and removal side by side. */
const stackedOnPhones = {
  display: { xs: 'grid', sm: 'table-row' },
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  borderBottomStyle: 'solid',
  borderBottomWidth: { xs: 1, sm: 0 },
  borderBottomColor: 'divider',
  py: { xs: 1, sm: 0 },
} as const;

/** The unit price column, left out on a phone (the line's total says enough there). */
const onWideScreens = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The order the item picker groups the price list in. */
const KINDS = ['size', 'disk', 'public_ip', 'network', 'snapshot', 'backup'] as const;

export interface IaasCalculatorProps {
  priceList?: CalculatorPriceList;
  /** loading: placeholders; error: the message and a retry; ready. */
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onRetry?: () => void;
  region: string;
  onRegionChange: (region: string) => void;
  lines: readonly CalculatorLine[];
  onLinesChange: (lines: CalculatorLine[]) => void;
  /** Why the budget a link named could not be opened (already translated): said above a new estimate. */
  openError?: string;
  /** The budget the estimate was opened from (a shared link): its name and author. */
  openedBudget?: { name: string; createdBy: string };
  /** The environment's real consumption this month, shown beside the estimate when known. */
  consumption?: CalculatorConsumption;
  /** The form that saves the estimate as a budget (its name), under the totals. */
  saveForm?: ReactNode;
  /** The environment's saved budgets; absent: not shown. */
  budgets?: readonly CalculatorBudget[];
  /** The time zone of the dates (stories pin it); the browser's by default. */
  timeZone?: string;
}

/**
 * The IaaS price calculator (issue 30, IaaS › Calculadora): a region, lines of its price list (machine sizes,
 * disk GB, public IPs, network items, snapshots, backups) with quantities, each line's price and the totals a
 * month and a year in R$; beside them, the environment's real consumption this month when a budget is open;
 * then the form that saves the estimate and the budgets saved before.
 */
export function IaasCalculator(props: IaasCalculatorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasCalculator' });
  if (props.state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={props.onRetry}>
        {props.state.message}
      </RetryAlert>
    );
  if (props.state.status === 'loading' || !props.priceList)
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 320 }} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  return <Loaded {...props} priceList={props.priceList} />;
}

function Loaded({
  priceList,
  region,
  onRegionChange,
  lines,
  onLinesChange,
  openedBudget,
  openError,
  consumption,
  saveForm,
  budgets,
  timeZone,
}: IaasCalculatorProps & { priceList: CalculatorPriceList }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasCalculator' });
  const tableId = useId();
  const money = (cents: number) => formatCents(cents, i18n.language);
  const prices = priceList.prices.filter((p) => p.region === region);
  const monthly = monthlyTotalCents(lines, priceList.prices, region);
  const change = (index: number, line: CalculatorLine) =>
    onLinesChange(lines.map((current, i) => (i === index ? line : current)));
  const remove = (index: number) => onLinesChange(lines.filter((_, i) => i !== index));
  const add = () => {
    const first = prices.find((p) => p.kind === 'size');
    if (first) onLinesChange([...lines, { sku: first.sku, quantity: 1 }]);
  };
  const itemName = (price: CalculatorPrice) =>
    price.kind === 'size'
      ? t('sizeName', { sku: price.sku, vcpus: price.vcpus, memory: price.memoryGb })
      : t(`sku.${price.sku.replaceAll('.', '_')}`, { defaultValue: price.sku });

  return (
    <Stack spacing={2}>
      {openError ? (
        <Alert severity="warning">
          <AlertTitle>{t('openFailed')}</AlertTitle>
          {openError}
        </Alert>
      ) : null}
      {openedBudget ? (
        <Typography variant="body2">
          {t('opened', { name: openedBudget.name, author: openedBudget.createdBy })}
        </Typography>
      ) : null}
      <TextField
        select
        label={t('region')}
        value={region}
        onChange={(event) => onRegionChange(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {priceList.regions.map((r) => (
          <MenuItem key={r.region} value={r.region}>
            {t('regionName', { name: r.name, region: r.region })}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-labelledby={tableId}
          // On a phone each line stacks: the item over its quantity, total and removal.
          sx={{ '& td': { borderBottom: { xs: 0, sm: undefined } } }}
        >
          <caption id={tableId} style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px' }}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('items')}
            </Typography>
          </caption>
          <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
            <TableRow>
              <TableCell>{t('item')}</TableCell>
              <TableCell sx={{ width: { xs: 96, sm: 140 } }}>{t('quantity')}</TableCell>
              <TableCell align="right" sx={onWideScreens}>
                {t('unitPrice')}
              </TableCell>
              <TableCell align="right">{t('lineTotal')}</TableCell>
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
                    {t('empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              lines.map((line, index) => {
                const price = prices.find((p) => p.sku === line.sku);
                const cents = lineCents(line, priceList.prices, region);
                const label = t('lineLabel', { n: index + 1 });
                return (
                  <TableRow key={index} data-line={line.sku} sx={stackedOnPhones}>
                    <TableCell sx={{ minWidth: { sm: 240 }, gridColumn: { xs: '1 / -1' } }}>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label={t('itemOf', { line: label })}
                        value={price ? line.sku : ''}
                        onChange={(event) => change(index, { ...line, sku: event.target.value })}
                        error={!price}
                        helperText={price ? undefined : t('notInRegion', { sku: line.sku })}
                      >
                        {KINDS.flatMap((kind) => {
                          const ofKind = prices.filter((p) => p.kind === kind);
                          return ofKind.length === 0
                            ? []
                            : [
                                <ListSubheader key={`h-${kind}`}>{t(`kind.${kind}`)}</ListSubheader>,
                                ...ofKind.map((p) => (
                                  <MenuItem key={p.sku} value={p.sku}>
                                    {itemName(p)}
                                  </MenuItem>
                                )),
                              ];
                        })}
                      </TextField>
                    </TableCell>
                    <TableCell>
                      <QuantityField
                        label={price?.unit === 'gb_month' ? t('gb') : t('quantity')}
                        name={
                          price?.unit === 'gb_month'
                            ? t('gbOf', { line: label })
                            : t('quantityOf', { line: label })
                        }
                        value={line.quantity}
                        onChange={(quantity) => change(index, { ...line, quantity })}
                      />
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={[onWideScreens, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]}
                    >
                      {price
                        ? t(price.unit === 'gb_month' ? 'perGb' : 'perItem', {
                            value: money(price.priceCents),
                          })
                        : '—'}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {cents === undefined ? '—' : money(cents)}
                    </TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={t('remove', { line: label })}
                        onClick={() => remove(index)}
                        size="small"
                      >
                        <DeleteOutlineOutlined fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
        <Box sx={{ p: 1.5 }}>
          <Button startIcon={<AddOutlined />} onClick={add}>
            {t('add')}
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('totals')} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
          <Total label={t('monthly')} value={money(monthly)} />
          <Total label={t('yearly')} value={money(monthly * 12)} />
          {consumption ? (
            <Total
              label={t('consumedToDate', { count: consumption.daysElapsed })}
              value={money(consumption.toDateCents)}
              hint={
                consumption.projectedCents === null
                  ? t('noProjection')
                  : t('projected', { value: money(consumption.projectedCents) })
              }
            />
          ) : null}
        </Stack>
        {consumption && consumption.projectedCents !== null ? (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {consumption.projectedCents > monthly
              ? t('above', { value: money(consumption.projectedCents - monthly) })
              : t('below', { value: money(monthly - consumption.projectedCents) })}
          </Typography>
        ) : null}
      </Paper>
      {saveForm}
      {budgets ? <Budgets budgets={budgets} money={money} timeZone={timeZone} /> : null}
    </Stack>
  );
}

/** The API's bounds of a line's quantity (iaasBudgetLimits). */
const QUANTITY = { min: 1, max: 100_000 } as const;

/**
 * A whole quantity: typed freely (a cleared field may stay empty while typing), each valid number sent at once,
 * and back to the last valid one when left invalid.
 */
function QuantityField({
  label,
  name,
  value,
  onChange,
}: {
  /** Shown on the field ('Quantidade'); `name`, which holds it, is what a screen reader says ('… da linha 2'). */
  label: string;
  name: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const valid = (candidate: string) => {
    const n = Number(candidate);
    return /^\d+$/.test(candidate) && n >= QUANTITY.min && n <= QUANTITY.max ? n : undefined;
  };
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const n = valid(event.target.value);
        if (n !== undefined) {
          setShown(n);
          onChange(n);
        }
      }}
      onBlur={() => setText(String(value))}
      slotProps={{ htmlInput: { min: QUANTITY.min, max: QUANTITY.max, step: 1, 'aria-label': name } }}
    />
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

function Budgets({
  budgets,
  money,
  timeZone,
}: {
  budgets: readonly CalculatorBudget[];
  money: (cents: number) => string;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasCalculator' });
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('saved')}
      </Typography>
      {budgets.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('noBudgets')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {budgets.map((budget) => (
            <Box component="li" key={budget.id}>
              <Link href={budget.href}>{budget.name}</Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('budgetLine', {
                  region: budget.regionName,
                  value: money(budget.monthlyCents),
                  author: budget.createdBy,
                  date: formatDateTime(budget.updatedAt, i18n.language, timeZone),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
