import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueCheckList } from '../internal/ValueCheckList';
import type { VisualCell } from '../model/visualData';
import { SlicerField } from './SlicerField';
import { SlicerClearButton, SlicerSummaryButton } from './SlicerFieldControls';
import { slicerSummaryOf } from './slicerLayout';

export interface ListSlicerDropdownProps {
  title: string;
  values: readonly VisualCell[];
  labelOf: (value: VisualCell) => string;
  value: readonly VisualCell[];
  onChange: (values: VisualCell[]) => void;
  singleSelect: boolean;
}

/** The open list's least width, and its list's greatest height (it scrolls past it). */
const DROPDOWN_MIN_WIDTH = 240;
const DROPDOWN_LIST_HEIGHT = 280;

/**
 * Power BI's dropdown slicer: one line that says what is chosen ('Todos', 'São Paulo', '3 selecionados') and
 * opens the values to check, with 'Selecionar tudo' and a search box when there are many. Keyboard: the
 * field is a button (Enter, Space or ArrowDown opens it); focus goes to the list's first control; Escape
 * closes it and returns focus to the field. A single-select slicer closes on a pick with the mouse.
 */
export function ListSlicerDropdown({
  title,
  values,
  labelOf,
  value,
  onChange,
  singleSelect,
}: ListSlicerDropdownProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  const titleId = useId();
  const summaryId = useId();
  const dialogId = useId();
  const field = useRef<HTMLFieldSetElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const openList = () => setAnchor(field.current);
  const close = () => setAnchor(null);
  const summary = slicerSummaryOf(values, value);
  const summaryText =
    summary.kind === 'all'
      ? t('all')
      : summary.kind === 'one'
        ? labelOf(summary.value)
        : t('selectedCount', { count: summary.count });

  // The list's first control (the search box, or 'Selecionar tudo') takes focus when it opens.
  const content = useRef<HTMLDivElement | null>(null);
  const focusFirst = useCallback((node: HTMLDivElement | null) => {
    content.current = node;
    node?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  return (
    <>
      <SlicerField title={title} titleId={titleId} fieldRef={field}>
        <SlicerSummaryButton
          summary={summaryText}
          summaryId={summaryId}
          titleId={titleId}
          dialogId={dialogId}
          open={open}
          onOpen={openList}
        />
        {value.length > 0 && <SlicerClearButton onClear={() => onChange([])} />}
      </SlicerField>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 0.5,
              p: 1,
              width: Math.max(anchor?.offsetWidth ?? 0, DROPDOWN_MIN_WIDTH),
              maxWidth: 'calc(100vw - 16px)',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box
          ref={focusFirst}
          // A single pick with the mouse closes the list; arrows and Space (clicks of detail 0) keep it open.
          onClick={(event) => {
            const option = (event.target as HTMLElement).closest('label');
            if (singleSelect && event.detail > 0 && option?.querySelector('input[type="radio"]')) close();
          }}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <ValueCheckList
            values={values}
            labelOf={labelOf}
            selected={value}
            onChange={onChange}
            singleSelect={singleSelect}
            name={title}
            maxHeight={DROPDOWN_LIST_HEIGHT}
          />
        </Box>
      </Popover>
    </>
  );
}
