import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';

/** A customer note of the current environment, as the notes screen lists it (portal spec §2.1 `notes`). */
export interface EnvironmentNote {
  id: string;
  title: string;
  content: string;
  /** Checked (marked) notes are the ones the top bar's notes link counts (spec §2.7). */
  checked: boolean;
  author: string;
  /** ISO 8601 date-times. */
  createdAt: string;
  updatedAt: string;
}

/** What the list takes from useCollection (in memory: the API answers every note at once). */
export type NotesListProps = ResourceListCollectionProps<EnvironmentNote>;

export interface NotesTableProps extends NotesListProps {
  /** Every note of the environment and the checked ones, whatever the filter; undefined while loading. */
  counts: { total: number; checked: number } | undefined;
  /** Given: an 'Atualizar' button that asks the server again (the notes and the top bar's count). */
  onRefresh?: () => void;
  /** A refresh is on its way: a thin bar over the list, and 'Atualizar' waits. */
  refreshing?: boolean;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

/** The notes list's columns: the mark (filterable: Marcada = Sim), the note, its author and dates. */
export function useNoteColumns(timeZone?: string): ResourceListColumn<EnvironmentNote>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'NotesTable' });
  return useMemo(() => {
    const date = (iso: string) => (
      <Box component="time" dateTime={iso} sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(iso, i18n.language, timeZone)}
      </Box>
    );
    return [
      {
        id: 'checked',
        header: t('columnChecked'),
        sortable: true,
        filter: {
          options: [
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ],
        },
        cell: (note) => (
          <>
            {note.checked ? (
              <CheckCircleOutlineIcon fontSize="small" color="primary" aria-hidden />
            ) : (
              <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                —
              </Box>
            )}
            <Box component="span" sx={visuallyHidden}>
              {note.checked ? t('checked') : t('unchecked')}
            </Box>
          </>
        ),
      },
      {
        id: 'title',
        header: t('columnNote'),
        sortable: true,
        rowHeader: true,
        required: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (note) => (
          <Box sx={{ overflowWrap: 'anywhere', minWidth: 240 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {note.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {note.content}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('noteId')}{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                <MaskedValue>{note.id}</MaskedValue>
              </Box>
            </Typography>
          </Box>
        ),
      },
      {
        id: 'author',
        header: t('columnAuthor'),
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (note) => <Box sx={{ overflowWrap: 'anywhere' }}>{note.author}</Box>,
      },
      { id: 'createdAt', header: t('columnCreated'), sortable: true, cell: (note) => date(note.createdAt) },
      { id: 'updatedAt', header: t('columnUpdated'), sortable: true, cell: (note) => date(note.updatedAt) },
    ];
  }, [t, i18n.language, timeZone]);
}

/**
 * The notes screen's list on the ResourceList: the environment's notes (mark, title and content, id, author,
 * created and updated dates in the user's language) with the property filter (free text searches title,
 * content and author; `Marcada = Sim`), sorting and pages, and the count of notes and of checked ones (the
 * number the top bar's notes link shows, spec §2.7) with 'Atualizar' above.
 */
export function NotesTable({ counts, onRefresh, refreshing = false, timeZone, ...list }: NotesTableProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NotesTable' });
  const columns = useNoteColumns(timeZone);
  const ready = list.state.status === 'ready';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minHeight: 32 }}>
        {ready && counts && counts.total > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('total', { count: counts.total })} · {t('checkedCount', { count: counts.checked })}
          </Typography>
        ) : null}
        {onRefresh ? (
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={onRefresh}
            disabled={refreshing || list.state.status === 'loading'}
            sx={{ ml: 'auto' }}
          >
            {t('refresh')}
          </Button>
        ) : null}
      </Box>
      {refreshing && ready ? <LinearProgress aria-label={t('loading')} /> : null}
      <ResourceList<EnvironmentNote>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={t('tableLabel')}
        columns={columns}
        rowId={(note) => note.id}
        rowLabel={(note) => note.title}
        empty={{ title: t('empty') }}
        countText={(total) => t('matching', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
      />
    </Box>
  );
}
