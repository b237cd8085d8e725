import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { SearchResult } from '@nuvem/ui';
import { memo, useState } from 'react';

// The peer: the same results in a plain MUI List, every row in the DOM, memoised so typing alone does not
// re-render it (a fair, careful non-virtualised list).
const ResultRows = memo(function ResultRows({ results }: { results: SearchResult[] }) {
  return (
    <List sx={{ maxHeight: 480, overflow: 'auto' }}>
      {results.map((r) => (
        <ListItem key={r.topology_id[0]} divider>
          <ListItemText
            primary={`${r.topology_id.join(', ')} · ${r.cloud_id.join(', ')} · ${r.t_code.join(', ')}`}
            secondary={`${r.instance_name.join(', ')} ${r.domain?.join(', ') ?? ''} ${r.public_ip?.join(', ') ?? ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
});

export function PeerSearchResults({ results }: { results: SearchResult[] }) {
  const [query, setQuery] = useState('');
  return (
    <div role="dialog" aria-label="peer search">
      <TextField value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Digite sua busca" />
      <p>resultados encontrados: {results.length}</p>
      <ResultRows results={results} />
    </div>
  );
}
