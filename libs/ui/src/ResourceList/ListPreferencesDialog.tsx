import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDensity, ListPreferences } from './resourceListTypes';

export interface ListPreferencesDialogProps {
  open: boolean;
  columns: readonly { id: string; header: string; required?: boolean }[];
  pageSizes: readonly number[];
  preferences: ListPreferences;
  onConfirm: (preferences: ListPreferences) => void;
  onClose: () => void;
}

const DENSITIES: readonly ListDensity[] = ['comfortable', 'compact'];

/** Cloudscape's collection preferences: page size, density and the columns shown, confirmed together. */
export function ListPreferencesDialog({ open, onClose, ...props }: ListPreferencesDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ResourceList' });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="list-preferences-title" fullWidth maxWidth="xs">
      <DialogTitle id="list-preferences-title">{t('preferences')}</DialogTitle>
      {/* Mounted afresh on each opening, so a cancelled choice is forgotten. */}
      {open ? <PreferencesForm {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PreferencesForm({
  columns,
  pageSizes,
  preferences,
  onConfirm,
  onClose,
}: Omit<ListPreferencesDialogProps, 'open'>) {
  const { t } = useTranslation('ui', { keyPrefix: 'ResourceList' });
  const [draft, setDraft] = useState(preferences);
  const visible = new Set(draft.visibleColumns);
  const toggle = (id: string) =>
    setDraft({
      ...draft,
      // Kept in the list's column order.
      visibleColumns: columns.map((c) => c.id).filter((c) => (c === id ? !visible.has(c) : visible.has(c))),
    });
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <FormControl>
          <FormLabel id="list-page-size">{t('pageSize')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="list-page-size"
            value={String(draft.pageSize)}
            onChange={(event) => setDraft({ ...draft, pageSize: Number(event.target.value) })}
          >
            {pageSizes.map((size) => (
              <FormControlLabel
                key={size}
                value={String(size)}
                control={<Radio />}
                label={t('rows', { count: size })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="list-density">{t('density')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="list-density"
            value={draft.density}
            onChange={(event) => setDraft({ ...draft, density: event.target.value as ListDensity })}
          >
            {DENSITIES.map((density) => (
              <FormControlLabel
                key={density}
                value={density}
                control={<Radio />}
                label={t(`densities.${density}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('visibleColumns')}</FormLabel>
          <FormGroup>
            {columns.map((column) => (
              <FormControlLabel
                key={column.id}
                label={column.header}
                control={
                  <Checkbox
                    checked={column.required || visible.has(column.id)}
                    disabled={column.required}
                    onChange={() => toggle(column.id)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onConfirm(draft);
            onClose();
          }}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
