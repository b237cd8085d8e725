import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { STORE_SECTIONS, type StoreSection } from './storeModel';

export interface StoreTabsProps {
  current: StoreSection;
  /** Each page's address: a tab is a link, so each page can be shared and reloaded. */
  hrefs: Record<StoreSection, string>;
  /** A link was followed (the portal navigates without reloading); the default follows the href. */
  onNavigate?: (href: string) => void;
}

/** The pages of Minha conta: consumption, statements, purchases. */
export function StoreTabs({ current, hrefs, onNavigate }: StoreTabsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'StoreAccount.tabs' });
  return (
    <Tabs
      value={current}
      aria-label={t('label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {STORE_SECTIONS.map((section) => (
        <Tab
          key={section}
          value={section}
          label={t(section)}
          href={hrefs[section]}
          aria-current={section === current ? 'page' : undefined}
          onClick={
            onNavigate
              ? (event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onNavigate(hrefs[section]);
                }
              : undefined
          }
        />
      ))}
    </Tabs>
  );
}
