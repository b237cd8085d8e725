import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import type { Account } from '../model/account';
import { visuallyHidden } from '../a11y/visuallyHidden';

export interface AccountCardProps {
  account: Account;
  onSelect: (account: Account) => void;
}

/** One environment on the selection screen: code - cloud id, corporate name and support type. */
export function AccountCard({ account, onSelect }: AccountCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ClientSelectionScreen' });
  const prime = account.support_type === 'PRIME';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={() => onSelect(account)}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 0.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {account.t_code} - <MaskedValue>{account.cloud_id}</MaskedValue>
          </Typography>
          {account.isFavorite ? (
            <>
              <Star aria-hidden fontSize="small" sx={{ color: 'warning.main' }} />
              <Box component="span" sx={visuallyHidden}>
                {t('favorite')}
              </Box>
            </>
          ) : null}
        </Box>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {account.corporate_name}
        </Typography>
        {account.support_type ? (
          <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={prime ? t('supportPrime') : t('supportStandard')}
              color={prime ? 'primary' : 'default'}
              variant={prime ? 'filled' : 'outlined'}
            />
            {account.region ? (
              <Typography variant="caption" color="text.secondary">
                {account.region}
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </CardActionArea>
    </Card>
  );
}
