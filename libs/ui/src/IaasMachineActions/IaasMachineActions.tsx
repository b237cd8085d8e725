import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorPrice } from '../IaasCalculator/iaasCalculatorModel';
import { IaasMachineResizeDialog } from '../IaasMachineResizeDialog/IaasMachineResizeDialog';
import { TypedNameConfirmDialog } from '../TypedNameConfirmDialog/TypedNameConfirmDialog';

export type IaasMachineAction = 'start' | 'stop' | 'restart' | 'resize' | 'snapshot' | 'delete';

/** Which actions a machine in each state takes (the API refuses the others: 409 vm_action_not_allowed). */
const ALLOWED: Record<string, readonly IaasMachineAction[]> = {
  running: ['stop', 'restart', 'resize', 'snapshot', 'delete'],
  stopped: ['start', 'resize', 'snapshot', 'delete'],
  error: ['delete'],
};
const ORDER: readonly IaasMachineAction[] = ['start', 'stop', 'restart', 'resize', 'snapshot', 'delete'];
const ICON: Record<IaasMachineAction, ReactElement> = {
  start: <PlayArrowOutlined />,
  stop: <StopOutlined />,
  restart: <RestartAltOutlined />,
  resize: <OpenInFullOutlined />,
  snapshot: <PhotoCameraOutlined />,
  delete: <DeleteOutlineOutlined />,
};

/** What the resize dialog needs: the machine's region and size, and the price list. */
export interface IaasMachineResizeContext {
  region: string;
  currentSku: string | null;
  prices: readonly CalculatorPrice[];
}

export interface IaasMachineActionsProps {
  /** The machine's name: a delete is confirmed by typing it. */
  name: string;
  /** Its state: which actions it takes; on its way somewhere (starting, stopping, …) none. */
  state: string;
  /** The action asked and not yet accepted by the API: its button waits, the others too. */
  pending?: IaasMachineAction;
  /** Why the last action was refused, already translated. */
  error?: string;
  /** Resize is offered once the price list is known. */
  resize?: IaasMachineResizeContext;
  /**
   * An action chosen, with what its dialog asked: a delete with the name typed, a resize with the new size, a
   * snapshot with its name (none: the API names it).
   */
  onAction: (action: IaasMachineAction, value?: string) => void;
}

/**
 * A machine's actions (issue 30): start, stop, restart, resize, snapshot and delete, each offered in the
 * states that take it. A delete opens a dialog that asks for the machine's name, typed, before it is sent; a
 * resize, the new size with its price; a snapshot, an optional name. While the machine is on its way to another
 * state nothing is offered: its operation shows on the page and in the right sidebar.
 */
export function IaasMachineActions({
  name,
  state,
  pending,
  error,
  resize,
  onAction,
}: IaasMachineActionsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasMachineActions' });
  const [dialog, setDialog] = useState<'delete' | 'resize' | 'snapshot'>();
  const allowed = (ALLOWED[state] ?? []).filter((action) => action !== 'resize' || resize);
  const choose = (action: IaasMachineAction) =>
    action === 'delete' || action === 'resize' || action === 'snapshot'
      ? setDialog(action)
      : onAction(action);
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {ORDER.filter((action) => allowed.includes(action)).map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={action === 'delete' ? 'error' : 'primary'}
            startIcon={
              pending === action ? (
                <CircularProgress size={16} color="inherit" aria-label={t('sending')} />
              ) : (
                ICON[action]
              )
            }
            disabled={pending !== undefined}
            onClick={() => choose(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </Stack>
      {allowed.length === 0 ? (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {t('inProgress')}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}
      <DeleteDialog
        open={dialog === 'delete'}
        name={name}
        onClose={() => setDialog(undefined)}
        onConfirm={(typed) => {
          setDialog(undefined);
          onAction('delete', typed);
        }}
      />
      <SnapshotDialog
        open={dialog === 'snapshot'}
        onClose={() => setDialog(undefined)}
        onConfirm={(snapshotName) => {
          setDialog(undefined);
          onAction('snapshot', snapshotName || undefined);
        }}
      />
      {resize ? (
        <IaasMachineResizeDialog
          {...resize}
          open={dialog === 'resize'}
          running={state === 'running'}
          onCancel={() => setDialog(undefined)}
          onConfirm={(sizeSku) => {
            setDialog(undefined);
            onAction('resize', sizeSku);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The machine's delete: its name, typed. */
function DeleteDialog({
  open,
  name,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onConfirm: (typed: string) => void;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasMachineActions' });
  return (
    <TypedNameConfirmDialog
      open={open}
      name={name}
      title={t('deleteTitle')}
      text={t('deleteText', { name })}
      label={t('deleteLabel')}
      confirmLabel={t('deleteConfirm')}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

/** A snapshot's optional name; empty lets the API name it after the machine and the day. */
function SnapshotDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (name: string) => void;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasMachineActions' });
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('snapshotTitle')}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTyped('');
          onConfirm(typed.trim());
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('snapshotText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('snapshotLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 120 } }}
            helperText={t('snapshotHint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('snapshotConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
