import {
  AccountPicker,
  AlertList,
  AppShell,
  AssistTokenControl,
  ClientSelectionScreen,
  DisasterRecoveryToggles,
  ExternalKeyButton,
  EyeToggle,
  Footer,
  GlobalSearchButton,
  GlobalSearchOverlay,
  LanguageMenu,
  MessagesDropdown,
  NavMenu,
  NotesLink,
  PrimeIndicator,
  RevNavigation,
  RightSidebar,
  RightSidebarButton,
  TopBar,
  UserMessageBanner,
  type Account,
  type Layout,
  type Locale,
  type SearchResult,
  type ShellAlert,
} from '@nuvem/ui';
import { useStoredChoice } from '@nuvem/features';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  previewAccounts,
  previewMessages,
  previewPipelines,
  searchPreviewTopologies,
} from '../preview/previewData';
import { previewMenu } from '../preview/previewMenu';

const NAV_STATES = ['open', 'close'] as const;
const CLOUD_IDS = previewAccounts.map((a) => a.cloud_id);

export interface PortalShellProps {
  layout: Layout;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
}

/**
 * The root shell of portal spec §2.3 composed from @nuvem/ui. Until the API exists (issue 4) it runs on
 * the demo data of ../preview; the features containers replace that state with SWR data.
 */
export function PortalShell({ layout, locale, onLocaleChange, onLogout }: PortalShellProps) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [navState, setNavState] = useStoredChoice('mini-navbar', NAV_STATES, 'open');
  const [cloudId, setCloudId] = useStoredChoice('nuvem-current-cloud', CLOUD_IDS, '');
  const [accounts, setAccounts] = useState(previewAccounts);
  const [messages, setMessages] = useState(previewMessages);
  const [alerts, setAlerts] = useState<ShellAlert[]>([
    { id: 'a1', severity: 'warning', title: 'web-acme-01', text: 'Uso de CPU acima de 85% há 10 minutos.' },
  ]);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [results, setResults] = useState<SearchResult[]>();
  const [valuesVisible, setValuesVisible] = useState(true);
  const [drTest, setDrTest] = useState(false);
  const [drAll, setDrAll] = useState(false);

  const current = accounts.find((a) => a.cloud_id === cloudId);
  const menu = useMemo(() => previewMenu(t), [t]);
  const pipelines = useMemo(() => previewPipelines([cloudId || 'ACME001'], 6), [cloudId]);
  const allPipelines = useMemo(() => previewPipelines(CLOUD_IDS, 12), []);
  const selectAccount = (account: Account) => {
    setCloudId(account.cloud_id);
    navigate('/');
  };
  const toggleFavourite = (account: Account, next: boolean) =>
    setAccounts((list) =>
      list.map((a) => (a.cloud_id === account.cloud_id ? { ...a, isFavorite: next } : a)),
    );
  const navProps = {
    entries: menu,
    currentPath: pathname,
    locale,
    onLanguageChange: onLocaleChange,
    onOpenPreferences: () => navigate('/user-preferences'),
    onLogout,
  };

  return (
    <AppShell
      layout={layout}
      support={current?.support_type === 'PRIME' ? 'prime' : 'standard'}
      nav={
        layout === 'modern' ? (
          <RevNavigation {...navProps} />
        ) : (
          <NavMenu {...navProps} state={navState} onStateChange={setNavState} />
        )
      }
      topBar={
        <TopBar
          accountPicker={
            <AccountPicker
              accounts={accounts}
              currentAccount={current}
              onSelect={selectAccount}
              onToggleFavourite={toggleFavourite}
            />
          }
          notes={<NotesLink count={2} />}
          actions={<GlobalSearchButton onClick={() => setSearchOpen(true)} />}
          messages={
            <MessagesDropdown
              messages={messages}
              onMarkAllRead={() => setMessages((list) => list.map((m) => ({ ...m, readState: true })))}
              onShowOld={() => undefined}
              onCheckNew={() => undefined}
            />
          }
          assistToken={<AssistTokenControl onGenerate={() => undefined} onCopy={() => undefined} />}
          externalKeys={<ExternalKeyButton />}
          language={<LanguageMenu value={locale} onChange={onLocaleChange} />}
          eye={<EyeToggle visible={valuesVisible} onChange={setValuesVisible} />}
          disasterRecovery={
            <DisasterRecoveryToggles
              testActive={drTest}
              onToggleTest={setDrTest}
              allTopologies={drAll}
              onToggleAllTopologies={setDrAll}
            />
          }
          rightSidebarButton={
            <RightSidebarButton
              warningCount={1}
              expanded={sidebarOpen}
              onClick={() => setSidebarOpen(true)}
            />
          }
          prime={<PrimeIndicator supportType={current?.support_type} />}
        />
      }
      alerts={
        <AlertList alerts={alerts} onClose={(id) => setAlerts((list) => list.filter((a) => a.id !== id))} />
      }
      userMessage={
        bannerOpen ? (
          <UserMessageBanner message={t('previewBanner')} onClose={() => setBannerOpen(false)} />
        ) : undefined
      }
      footer={<Footer owner={t('provider')} />}
      rightSidebar={
        <>
          <RightSidebar
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            clientActions={pipelines}
            showAllActions
            providerName={t('provider')}
            allActions={allPipelines}
          />
          <GlobalSearchOverlay
            open={searchOpen}
            onOpenChange={setSearchOpen}
            onSearch={(query) => setResults(searchPreviewTopologies(query))}
            results={results}
            onSelectCloud={(id) => setCloudId(id)}
          />
        </>
      }
      clientSelection={
        current || pathname.startsWith('/insights') ? undefined : (
          <ClientSelectionScreen accounts={accounts} onSelect={selectAccount} />
        )
      }
    >
      <Outlet />
    </AppShell>
  );
}
