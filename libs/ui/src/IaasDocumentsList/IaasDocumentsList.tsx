import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';

/** One downloadable document of IaaS › Informações: the contract, or a month's invoice. */
export interface IaasDocumentItem {
  id: string;
  kind: 'contract' | 'invoice';
  /** YYYY-MM: the month an invoice bills; null for the contract. */
  period: string | null;
  /** YYYY-MM-DD. */
  issuedOn: string;
  fileName: string;
}

/** The document's name in the user's language: 'Contrato' or 'Fatura de novembro de 2026'. */
export function useIaasDocumentTitle() {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasDocumentsList' });
  return (document: Pick<IaasDocumentItem, 'kind' | 'period'>) =>
    document.kind === 'contract' || !document.period
      ? t('contract')
      : t('invoice', {
          month: new Date(`${document.period}-15T12:00:00Z`).toLocaleDateString(i18n.language, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        });
}

/** The documents list's columns: what it is, when it was issued, its file and the download button. */
export function useIaasDocumentColumns(
  onDownload: (document: IaasDocumentItem) => void,
  downloadingId?: string,
): ResourceListColumn<IaasDocumentItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasDocumentsList' });
  const title = useIaasDocumentTitle();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('document'),
        cell: (document) => title(document),
        rowHeader: true,
        required: true,
      },
      {
        id: 'kind',
        header: t('kind'),
        cell: (document) => t(`kinds.${document.kind}`),
        sortable: true,
        filter: {
          options: (['contract', 'invoice'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) })),
        },
      },
      {
        id: 'issuedOn',
        header: t('issuedOn'),
        cell: (document) =>
          new Date(`${document.issuedOn}T12:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' }),
        sortable: true,
      },
      { id: 'fileName', header: t('fileName'), cell: (document) => document.fileName },
      {
        id: 'download',
        header: t('actions'),
        required: true,
        cell: (document) => (
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            onClick={() => onDownload(document)}
            disabled={downloadingId === document.id}
            aria-label={t('downloadOne', { name: title(document) })}
          >
            {t('download')}
          </Button>
        ),
      },
    ],
    [t, i18n.language, title, onDownload, downloadingId],
  );
}

export interface IaasDocumentsListProps extends ResourceListCollectionProps<IaasDocumentItem> {
  columns: readonly ResourceListColumn<IaasDocumentItem>[];
  /** A download that failed, already translated. */
  downloadError?: string;
}

/** IaaS › Informações' documents (spec §6 iaas_information_documents): the contract and invoices to download. */
export function IaasDocumentsList({ columns, downloadError, ...collection }: IaasDocumentsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasDocumentsList' });
  return (
    // Not a landmark of its own: the list below is the region named by this title.
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('title')}
      </Typography>
      {downloadError ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 1 }}>
          {downloadError}
        </Typography>
      ) : null}
      <ResourceList
        filterPlaceholder={t('filterPlaceholder')}
        {...collection}
        label={t('title')}
        columns={columns}
        rowId={(document) => document.id}
        empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
      />
    </Paper>
  );
}
