import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

export const DEVELOPER_DOCS_SECTIONS = ['reference', 'sdk', 'playground'] as const;
export type DeveloperDocsSection = (typeof DEVELOPER_DOCS_SECTIONS)[number];

export interface DeveloperDocsTabsProps {
  current: DeveloperDocsSection;
  /** Each section's address: a tab is a link, so each section can be shared and reloaded. */
  hrefs: Record<DeveloperDocsSection, string>;
}

/** The sections of Documentação da API: the reference, the embedding SDK, the embed playground. */
export function DeveloperDocsTabs({ current, hrefs }: DeveloperDocsTabsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DeveloperDocsTabs' });
  return (
    <Tabs
      value={current}
      aria-label={t('label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {DEVELOPER_DOCS_SECTIONS.map((section) => (
        <Tab
          key={section}
          value={section}
          label={t(section)}
          href={hrefs[section]}
          aria-current={section === current ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
