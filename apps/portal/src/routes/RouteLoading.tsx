import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** While a route's screen is being loaded: a thin bar where the content will be. */
export function RouteLoading() {
  const { t } = useTranslation('portal');
  return <LinearProgress aria-label={t('loading')} />;
}
