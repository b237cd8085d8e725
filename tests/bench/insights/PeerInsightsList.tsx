import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Insight } from '@nuvem/ui';
import { useState } from 'react';

/**
 * The peer: the same list written the obvious way with stock MUI 9. A search field in local state, then
 * one Accordion per category (expanded) holding a Grid of Cards, each a CardActionArea with the name and a
 * star IconButton. Every keystroke filters all entries (case-insensitive substring of the name) and renders
 * every match: no virtualisation, no memo. A line under the field says how many match, as ours tells
 * screen readers.
 */
export function PeerInsightsList({
  insights,
  onOpen,
}: {
  insights: readonly Insight[];
  onOpen?: (insight: Insight) => void;
}) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = insights.filter((insight) => insight.name.toLowerCase().includes(needle));
  const categories = [...new Set(matches.map((insight) => insight.category))];
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        Qual Dashboard deseja acessar?
      </Typography>
      <TextField
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar Dashboard por nome..."
        size="small"
        fullWidth
        sx={{ maxWidth: 560, mb: 1 }}
      />
      <Typography role="status" variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {needle === '' ? '' : `${matches.length.toLocaleString('pt-BR')} resultados`}
      </Typography>
      {categories.map((category) => {
        const items = matches.filter((insight) => insight.category === category);
        return (
          <Accordion key={category} defaultExpanded disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>
                {category} ({items.length})
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={1.5}>
                {items.map((insight) => (
                  <Grid key={insight.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                    <Card variant="outlined" sx={{ display: 'flex', height: 84 }}>
                      <CardActionArea onClick={() => onOpen?.(insight)}>
                        <CardContent sx={{ py: 1.5 }}>
                          <Typography variant="body2" sx={{ fontWeight: 500 }}>
                            {insight.name}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                      <IconButton
                        size="small"
                        aria-label={`Favoritar ${insight.name}`}
                        sx={{ alignSelf: 'flex-start' }}
                      >
                        <StarBorderIcon fontSize="small" />
                      </IconButton>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
