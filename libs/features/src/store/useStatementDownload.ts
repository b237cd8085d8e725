import { storeEndpoints } from '@nuvem/api-contract/paths';
import type { StoreStatementFormat } from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { saveDownloadedFile } from '../api/saveDownloadedFile';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSession } from '../session/useSession';

/** Downloads a statement's PDF or CSV with the session, saved under the name the API gives. */
export function useStatementDownload(cloudId: string | undefined) {
  const { client } = useSession();
  const noticeOf = useErrorNotice();
  const [downloading, setDownloading] = useState<{ period: string; format: StoreStatementFormat }>();
  const [downloadError, setDownloadError] = useState<string>();
  const download = useCallback(
    (period: string, format: StoreStatementFormat) => {
      if (!cloudId) return;
      setDownloading({ period, format });
      setDownloadError(undefined);
      client
        .download(format === 'pdf' ? storeEndpoints.statementPdf : storeEndpoints.statementCsv, {
          params: { cloudId, period },
        })
        .then(({ blob, fileName }) =>
          saveDownloadedFile(blob, fileName ?? `extrato-${cloudId}-${period}.${format}`),
        )
        .catch((reason: unknown) => setDownloadError(noticeOf(reason)?.message))
        .finally(() => setDownloading(undefined));
    },
    [client, cloudId, noticeOf],
  );
  return { download, downloading, downloadError };
}
