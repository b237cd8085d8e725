import ArrowBack from '@mui/icons-material/ArrowBack';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMenuItems, VisualOptionsMenu, type VisualMenuActions } from './VisualOptionsMenu';
import { VisualEmptyState, VisualErrorState, VisualLoadingState } from './VisualStates';

/** What the container shows in its body: the visual, or one of the states around it. */
export type VisualStatus = 'ready' | 'loading' | 'empty' | 'error';

export interface VisualContainerProps extends VisualMenuActions {
  /** The visual's title: shown in the header and naming the region (its accessible name). */
  title: string;
  /** Show the title in the header (the visual's title setting). The region keeps it as its name either way. */
  showTitle?: boolean;
  /**
   * Show the header's icons ('…' menu, Voltar ao relatório): Power BI's `visualHeaders` setting. The
   * keyboard shortcuts open the menu only while it is shown.
   */
  headerVisible?: boolean;
  /** The visual is selected (clicked, or by the host page): an outline marks it. */
  selected?: boolean;
  /** 'ready' shows the children; 'loading' a skeleton; 'empty' 'Não há dados para exibir'; 'error' the error. */
  status?: VisualStatus;
  /** The error's details (its detailedMessage), behind 'Ver detalhes'. */
  errorDetails?: string;
  /** 'Tentar novamente' after an error. */
  onRetry?: () => void;
  /** The visual itself. */
  children?: ReactNode;
}

const MENU_KEYS = 'Enter Shift+F10';
/** The room a floating '…' button takes at the top-right of an untitled visual. */
const HEADER_ICON_ROOM = 28;

/**
 * The frame around any visual of a report: its header (title, '…' options menu), an outline when selected,
 * and the loading, empty and error states. It fills the box the page gives it. Keyboard: the container is
 * a focusable region named by its title; Enter on it, or Shift+F10 (or the menu key) inside it, opens the
 * options menu.
 *
 * Options (each item appears when its callback is given): 'Exportar dados', 'Mostrar como tabela' /
 * 'Mostrar como visual', 'Classificar por' (the `sortColumns`), 'Modo de foco' / 'Sair do modo de foco',
 * and the host page's `commands`.
 */
export function VisualContainer({
  title,
  showTitle = true,
  headerVisible = true,
  selected = false,
  status = 'ready',
  errorDetails,
  onRetry,
  children,
  ...actions
}: VisualContainerProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VisualContainer' });
  const titleId = useId();
  const menuId = useId();
  const triggerId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const withMenu = headerVisible && hasMenuItems(actions);
  const menuOpen = menuAnchor !== null;
  const name = title.trim() || t('untitled');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!withMenu || menuOpen) return;
    const onContainer = event.target === event.currentTarget;
    const menuShortcut = (event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu';
    if ((event.key === 'Enter' && onContainer) || menuShortcut) {
      event.preventDefault();
      setMenuAnchor(trigger.current);
    }
  };

  const body =
    status === 'loading' ? (
      <VisualLoadingState />
    ) : status === 'empty' ? (
      <VisualEmptyState />
    ) : status === 'error' ? (
      <VisualErrorState details={errorDetails} onRetry={onRetry} />
    ) : (
      children
    );

  const titled = showTitle && title.trim() !== '';
  const hasBackButton = Boolean(headerVisible && actions.focusMode && actions.onFocusModeChange);
  // Without a title the icons need no line of their own: they float over the visual's top-right corner (as
  // Power BI's do), and the visual keeps the height. Visuals with a header of their own (a slicer's) leave
  // room for them through --visual-header-inset.
  const floating = !titled && (hasBackButton || withMenu);
  const backButton = hasBackButton && (
    <Button
      size="small"
      startIcon={<ArrowBack fontSize="small" />}
      onClick={() => actions.onFocusModeChange?.(false)}
    >
      {t('backToReport')}
    </Button>
  );
  const menuButton = withMenu && (
    <Tooltip title={t('moreOptions')}>
      <IconButton
        ref={trigger}
        id={triggerId}
        size="small"
        aria-label={t('moreOptions')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        // Floating, it is a little smaller, to cover less of the visual's corner.
        sx={floating ? { p: '3px' } : undefined}
      >
        <MoreHoriz fontSize="small" />
      </IconButton>
    </Tooltip>
  );

  return (
    <Box
      component="section"
      aria-label={titled ? undefined : name}
      aria-labelledby={titled ? titleId : undefined}
      aria-busy={status === 'loading' || undefined}
      aria-keyshortcuts={withMenu ? MENU_KEYS : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        minWidth: 0,
        minHeight: 0,
        bgcolor: 'background.paper',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        // Power BI shows a visual's icons while it is pointed at, focused or selected.
        '& [data-visual-icons]': { opacity: selected || menuOpen ? 1 : 0, transition: 'opacity 120ms' },
        '&:hover [data-visual-icons], &:focus-within [data-visual-icons]': { opacity: 1 },
      }}
    >
      {titled && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: 36,
            pl: 1.5,
            pr: 0.5,
            flex: 'none',
          }}
        >
          <Typography
            id={titleId}
            variant="subtitle2"
            component="div"
            title={title}
            sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {title}
          </Typography>
          {backButton}
          {menuButton && <Box data-visual-icons>{menuButton}</Box>}
        </Box>
      )}
      {floating && (
        <Box
          data-visual-icons={menuButton && !backButton ? '' : undefined}
          sx={{
            position: 'absolute',
            top: 2,
            right: 2,
            zIndex: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          {backButton}
          {menuButton && (backButton ? <Box data-visual-icons>{menuButton}</Box> : menuButton)}
        </Box>
      )}
      <Box
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          position: 'relative',
          px: 1,
          pb: 1,
          pt: titled ? 0 : 1,
          ...(floating && withMenu ? { '--visual-header-inset': `${HEADER_ICON_ROOM}px` } : {}),
        }}
      >
        {body}
      </Box>
      {withMenu && (
        <VisualOptionsMenu
          id={menuId}
          triggerId={triggerId}
          anchorEl={menuAnchor}
          onClose={() => setMenuAnchor(null)}
          {...actions}
        />
      )}
    </Box>
  );
}
