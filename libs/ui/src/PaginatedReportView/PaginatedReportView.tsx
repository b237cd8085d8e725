import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParameterBar } from './ParameterBar';
import { StatementTable } from './StatementTable';

export interface PaginatedParameterChoice {
  name: string;
  label: string;
  multiple: boolean;
  /** Each value by a key (what selected and onApply carry) and its text. */
  options: readonly { key: string; label: string }[];
  /** The keys chosen; none means every value. */
  selected: readonly string[];
}

export interface PaginatedReportViewProps {
  title: string;
  parameters: readonly PaginatedParameterChoice[];
  /** 'Exibir relatório': the keys chosen for each parameter, by name. */
  onApply(values: Record<string, string[]>): void;
  columns: readonly { key: string; label: string; numeric: boolean }[];
  /** Every row of the statement, its cells already written out. */
  rows: readonly (readonly string[])[];
  rowsPerPage: number;
  /** The page shown, from 0. */
  page: number;
  onPage(page: number): void;
  status: 'loading' | 'ready' | 'failed';
  /** Why the rows failed (an error code). */
  errorCode?: string;
  /** The rows stop at this many (there were more). */
  cutAt?: number;
  /** Prints the pages laid out for print (the frame's window.print). */
  onPrint(): void;
  /** The page on screen has drawn its rows (or its state). */
  onDrawn?(): void;
}

/**
 * A paginated report as Power BI's viewer shows it: its parameters (applied with 'Exibir relatório'), a
 * toolbar with page navigation and 'Imprimir', and one page of the statement at a time, as it prints.
 * Printing lays out every page, one per sheet, each under the report's title.
 */
export function PaginatedReportView(props: PaginatedReportViewProps) {
  const { title, parameters, columns, rows, rowsPerPage, page, onPage, status, onDrawn, onPrint } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'PaginatedReportView' });
  const [printing, setPrinting] = useState(false);
  const pageCount = Math.max(1, Math.ceil(rows.length / rowsPerPage));
  const shown = rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  useEffect(() => {
    if (status !== 'loading') onDrawn?.();
  }, [status, page, rows, onDrawn]);
  useEffect(() => {
    // Once every page is laid out for print (this render); the browser's print is synchronous.
    if (!printing) return;
    onPrint();
    setPrinting(false);
  }, [printing, onPrint]);

  const go = (target: number) => onPage(Math.max(0, Math.min(pageCount - 1, target)));

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        className="nuvem-screen-only"
        sx={{
          '@media print': { display: 'none' },
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          minHeight: 0,
        }}
      >
        {parameters.length > 0 && <ParameterBar parameters={parameters} onApply={props.onApply} />}
        <Box
          role="toolbar"
          aria-label={t('pages')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1.5,
            py: 0.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <IconButton aria-label={t('first')} onClick={() => go(0)} disabled={page === 0}>
            <FirstPageIcon />
          </IconButton>
          <IconButton aria-label={t('previous')} onClick={() => go(page - 1)} disabled={page === 0}>
            <NavigateBeforeIcon />
          </IconButton>
          <Typography variant="body2" role="status" sx={{ minWidth: 120, textAlign: 'center' }}>
            {t('pageOf', { page: page + 1, count: pageCount })}
          </Typography>
          <IconButton aria-label={t('next')} onClick={() => go(page + 1)} disabled={page >= pageCount - 1}>
            <NavigateNextIcon />
          </IconButton>
          <IconButton
            aria-label={t('last')}
            onClick={() => go(pageCount - 1)}
            disabled={page >= pageCount - 1}
          >
            <LastPageIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <Button startIcon={<PrintIcon />} onClick={() => setPrinting(true)} disabled={status !== 'ready'}>
            {t('print')}
          </Button>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2 }}>
          <Box
            component="article"
            aria-label={title}
            sx={{
              maxWidth: 1100,
              mx: 'auto',
              bgcolor: 'background.paper',
              boxShadow: 1,
              p: 3,
              minHeight: 400,
            }}
          >
            <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
              {title}
            </Typography>
            {props.cutAt !== undefined && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('cut', { count: props.cutAt })}
              </Alert>
            )}
            {status === 'loading' ? (
              <Typography role="status">{t('loading')}</Typography>
            ) : status === 'failed' ? (
              <Alert severity="error">{t('failed', { code: props.errorCode ?? '' })}</Alert>
            ) : rows.length === 0 ? (
              <Typography color="text.secondary">{t('empty')}</Typography>
            ) : (
              <StatementTable columns={columns} rows={shown} />
            )}
          </Box>
        </Box>
      </Box>
      {printing && (
        <Box sx={{ display: 'none', '@media print': { display: 'block' } }}>
          {Array.from({ length: pageCount }, (_, index) => (
            <Box key={index} sx={{ breakAfter: 'page', pageBreakAfter: 'always' }}>
              <Typography component="p" variant="h6" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <StatementTable
                columns={columns}
                rows={rows.slice(index * rowsPerPage, (index + 1) * rowsPerPage)}
              />
              <Typography variant="caption">{t('pageOf', { page: index + 1, count: pageCount })}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
