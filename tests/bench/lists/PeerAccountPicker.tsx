import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Account } from '@nuvem/ui';

// The peer: stock MUI Autocomplete, configured to the same rule (substring over the three fields, 10 shown).
const filterOptions = createFilterOptions<Account>({
  limit: 10,
  stringify: (a) => `${a.cloud_id} ${a.corporate_name} ${a.t_code}`,
});

export function PeerAccountPicker({ accounts }: { accounts: Account[] }) {
  return (
    <Autocomplete
      open
      options={accounts}
      filterOptions={filterOptions}
      getOptionLabel={(a) => `${a.t_code} - ${a.cloud_id} - ${a.corporate_name}`}
      getOptionKey={(a) => a.cloud_id}
      sx={{ width: 350 }}
      renderInput={(params) => <TextField {...params} placeholder="Buscar..." />}
    />
  );
}
