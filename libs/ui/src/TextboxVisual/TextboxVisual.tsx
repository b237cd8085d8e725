import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import { useScrollable } from '../internal/useScrollable';

export interface TextboxVisualProps {
  /** The text as written: plain, line breaks kept, long words wrapped. */
  text: string;
  /** The text is on screen; called once per `text`. */
  onRendered?: () => void;
}

/** A report's textbox: plain text. When it is longer than its box, the box scrolls and takes focus to do so. */
export function TextboxVisual({ text, onRendered }: TextboxVisualProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(box);
  useRenderedOnce(text, onRendered);
  return (
    <Box
      ref={box}
      tabIndex={scrollable ? 0 : undefined}
      sx={{
        width: '100%',
        height: '100%',
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'body1',
        px: 0.5,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {text}
    </Box>
  );
}
