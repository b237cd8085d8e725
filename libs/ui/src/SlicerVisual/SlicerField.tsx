import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';

export interface SlicerFieldProps {
  /** The legend: the slicer's title, which names the group of controls inside. */
  title: string;
  titleId: string;
  /** The choice is invalid (a start after the end): the outline turns the error colour. */
  error?: boolean;
  /** Said when the field is pointed at (the error's text). */
  hint?: string;
  fieldRef?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
}

/** The field's height inside its outline; the legend adds half a line above. */
export const SLICER_FIELD_HEIGHT = 34;

/**
 * A compact slicer's one line: an outlined group with the slicer's title as its legend, cut into the
 * outline as a filled text field's label is. The legend names the controls inside (fieldset semantics), so
 * the title is not repeated over the field.
 */
export function SlicerField({ title, titleId, error = false, hint, fieldRef, children }: SlicerFieldProps) {
  return (
    <Box
      component="fieldset"
      ref={fieldRef}
      title={hint}
      sx={(theme) => {
        const outline = error
          ? theme.palette.error.main
          : alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.35 : 0.3);
        return {
          m: 0,
          p: 0,
          pl: 1.25,
          pr: 0.25,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          border: 1,
          borderColor: outline,
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: error ? outline : 'text.primary' },
          '&:focus-within': {
            borderColor: error ? outline : 'primary.main',
            boxShadow: `inset 0 0 0 1px ${error ? outline : theme.palette.primary.main}`,
          },
          '& > legend': {
            px: 0.5,
            ml: -0.5,
            maxWidth: 'calc(100% - 16px)',
            typography: 'caption',
            lineHeight: '14px',
            color: error ? 'error.main' : 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
        };
      }}
    >
      <legend id={titleId}>{title}</legend>
      <Box
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          height: SLICER_FIELD_HEIGHT,
          mt: '-7px',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
