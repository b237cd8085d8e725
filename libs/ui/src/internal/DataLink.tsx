import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { linkTextOf } from './dataLinks';

export interface DataLinkProps {
  /** An http(s) address (`webLinkOf` gives it). */
  href: string;
  /** -1 keeps it out of the tab order (a table row that is not the active one). */
  tabIndex?: number;
  /**
   * The link was followed (click, or Enter on it). When given, the browser does not navigate: the caller
   * decides (the analytics frame honours the host's hyperlinkClickBehavior). Without it the link opens in a
   * new tab.
   */
  onFollow?: (href: string) => void;
}

/**
 * A web address in a visual's data, as a real link: it opens in a new tab without access to the report,
 * shows the address readably, and says it opens a new tab. Its click and its Enter stay with the link (they
 * do not select the row around it).
 */
export function DataLink({ href, tabIndex, onFollow }: DataLinkProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DataLink' });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    if (!onFollow) return;
    event.preventDefault();
    onFollow(href);
  };
  // Enter follows the link (the browser clicks it): the row's Enter (select) must not run, nor cancel it.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Enter') event.stopPropagation();
  };
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={href}
      tabIndex={tabIndex}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {linkTextOf(href)}{' '}
      <Box component="span" sx={visuallyHidden}>
        {t('newTab')}
      </Box>
    </Link>
  );
}
