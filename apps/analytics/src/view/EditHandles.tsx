import Box from '@mui/material/Box';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualBox } from '../report/actions/layoutActions';
import { boxAfterDrag, boxAfterKey } from './editPlacement';

export interface EditHandlesProps {
  title: string;
  /** The visual's box in page units. */
  box: VisualBox;
  scale: number;
  /** While dragging: the box to draw (not yet placed). */
  onDraft: (box: VisualBox | null) => void;
  /** Dropped, or moved by keyboard: the box to keep. */
  onPlace: (box: VisualBox) => void;
  /** Focused by keyboard: the visual becomes the selected one (the authoring pane's). */
  onSelect?: () => void;
  /** Delete pressed on it. */
  onDelete?: () => void;
}

/**
 * Edit mode's move and resize: the visual's frame can be dragged to move it and its corner to resize it, or
 * focused and moved with the arrow keys (Shift+arrows resize), as Power BI's edit canvas allows.
 */
export function EditHandles({ title, box, scale, onDraft, onPlace, onSelect, onDelete }: EditHandlesProps) {
  const { t } = useTranslation('analytics');
  const drag = useRef<{ x: number; y: number; resize: boolean } | null>(null);
  const [draft, setDraft] = useState<VisualBox | null>(null);

  const start = (resize: boolean) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, resize };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const next = boxAfterDrag(
      box,
      event.clientX - drag.current.x,
      event.clientY - drag.current.y,
      scale,
      drag.current.resize,
    );
    setDraft(next);
    onDraft(next);
  };
  const end = () => {
    if (drag.current && draft) onPlace(draft);
    drag.current = null;
    setDraft(null);
    onDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' && onDelete) {
      event.preventDefault();
      onDelete();
      return;
    }
    const next = boxAfterKey(box, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onPlace(next);
  };

  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={t('report.moveVisual', { title })}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowUp Shift+ArrowDown Shift+ArrowLeft Shift+ArrowRight Delete"
        onFocus={onSelect}
        onPointerDown={start(false)}
        onPointerMove={move}
        onPointerUp={end}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 2,
          background: 'transparent',
          border: '1px dashed',
          borderColor: 'primary.main',
          cursor: 'move',
          p: 0,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
      <Box
        aria-hidden
        onPointerDown={start(true)}
        onPointerMove={move}
        onPointerUp={end}
        sx={{
          position: 'absolute',
          right: -4,
          bottom: -4,
          width: 12,
          height: 12,
          zIndex: 3,
          bgcolor: 'primary.main',
          cursor: 'nwse-resize',
        }}
      />
    </>
  );
}
