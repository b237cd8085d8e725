import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** `**bold**` runs of a line as text and <strong>: never HTML from the terms. */
function inline(line: string): ReactNode[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/**
 * The terms' text: paragraphs separated by a blank line, `- ` lines as a list, `**bold**`. Everything else is
 * shown as written (React escapes it), so a body cannot inject markup.
 */
export function TermsText({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <Box sx={{ '& p': { mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 }, overflowWrap: 'anywhere' }}>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.trimStart().startsWith('- ')))
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>
                  <Typography variant="body2" component="span">
                    {inline(line.trimStart().slice(2))}
                  </Typography>
                </li>
              ))}
            </ul>
          );
        return (
          <Typography key={index} variant="body2" component="p" sx={{ whiteSpace: 'pre-line' }}>
            {inline(block)}
          </Typography>
        );
      })}
    </Box>
  );
}
