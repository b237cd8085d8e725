import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { lineCents, type CalculatorPrice } from '../IaasCalculator/iaasCalculatorModel';

export interface IaasMachineResizeDialogProps {
  open: boolean;
  /** The machine's region: its price list prices the sizes. */
  region: string;
  /** Its size now (std.2x8); null for a machine made outside the price list. */
  currentSku: string | null;
  /** The price list (every region's; the dialog takes the region's sizes). */
  prices: readonly CalculatorPrice[];
  /** A running machine is stopped, resized and started again: the dialog says so. */
  running: boolean;
  busy?: boolean;
  /** Why the API refused it, translated; the dialog stays open. */
  error?: string | null;
  onConfirm: (sizeSku: string) => void;
  onCancel: () => void;
}

/**
 * The resize of a machine (issue 30): its size now and the one chosen, side by side, with what each costs a
 * month at the region's prices (the calculator's lineCents, the one owner of a line's price) and the
 * difference. The API checks the size again (400 on size_sku).
 */
export function IaasMachineResizeDialog({
  open,
  region,
  currentSku,
  prices,
  running,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: IaasMachineResizeDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasMachineResizeDialog' });
  const [chosen, setChosen] = useState('');
  const titleId = useId();
  useEffect(() => {
    if (open) setChosen('');
  }, [open]);
  const sizes = prices.filter((p) => p.kind === 'size' && p.region === region);
  const money = (cents: number) => formatCents(cents, i18n.language);
  const monthly = (sku: string | null) =>
    sku === null ? undefined : lineCents({ sku, quantity: 1 }, prices, region);
  const describe = (sku: string | null) => {
    const size = sizes.find((s) => s.sku === sku);
    return size ? t('size', { sku: size.sku, vcpus: size.vcpus, memory: size.memoryGb }) : t('unknownSize');
  };
  const now = monthly(currentSku);
  const next = chosen ? monthly(chosen) : undefined;
  const difference = now !== undefined && next !== undefined ? next - now : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && !busy) onConfirm(chosen);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {running ? t('runningHint') : t('stoppedHint')}
          </DialogContentText>
          <Stack spacing={2}>
            <div>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {t('current')}
              </Typography>
              <Typography>{describe(currentSku)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {now === undefined ? t('unpriced') : t('perMonth', { value: money(now) })}
              </Typography>
            </div>
            <TextField
              select
              fullWidth
              size="small"
              label={t('newSize')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              disabled={busy}
            >
              {sizes.map((size) => (
                <MenuItem key={size.sku} value={size.sku} disabled={size.sku === currentSku}>
                  {t('option', {
                    size: t('size', { sku: size.sku, vcpus: size.vcpus, memory: size.memoryGb }),
                    price: money(size.priceCents),
                  })}
                </MenuItem>
              ))}
            </TextField>
            {next !== undefined ? (
              <div aria-live="polite">
                <Typography variant="body2">{t('newPrice', { value: money(next) })}</Typography>
                {difference !== undefined ? (
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, color: difference > 0 ? 'warning.dark' : 'success.dark' }}
                  >
                    {difference > 0
                      ? t('increase', { value: money(difference) })
                      : t('decrease', { value: money(-difference) })}
                  </Typography>
                ) : null}
              </div>
            ) : null}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!chosen || busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
