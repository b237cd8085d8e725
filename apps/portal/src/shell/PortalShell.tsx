import {
  accountOf,
  AssistTokenContainer,
  contractTypeOf,
  DisasterRecoveryContainer,
  fillErrorVars,
  GlobalSearchContainer,
  ImpersonationContainer,
  IncompleteRegistrationContainer,
  isAllowedWithoutTopology,
  UsageTermsGateContainer,
  MessagesContainer,
  NoticeCenter,
  NotesLinkContainer,
  ShellAlertsContainer,
  shellPermissionsOf,
  useAccountListCheck,
  useActionsSidebar,
  useCurrentEnvironment,
  useFavoriteAccounts,
  useMe,
  useNotify,
  usePortalMenu,
  useSaveLanguage,
  useSession,
  useShellPermissions,
  UserMessageBannerContainer,
  useSharedBudgetRedirect,
  useStoredChoice,
  useTopologyCheck,
  useTopologyRedirect,
  useFirstScreenRendered,
} from '@nuvem/features';
import {
  AccountPicker,
  AppShell,
  ClientSelectionScreen,
  ExternalKeyButton,
  EyeToggle,
  Footer,
  GlobalSearchButton,
  LanguageMenu,
  MaskedValuesProvider,
  NavMenu,
  PrimeIndicator,
  RevNavigation,
  RightSidebar,
  RightSidebarButton,
  RIGHT_SIDEBAR_WIDTH,
  TopBar,
  type Account,
  type Layout,
  type Locale,
  MINI_NAVBAR_STORAGE_KEY,
  NAV_MENU_STATES,
} from '@nuvem/ui';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AfterFirstPaint } from './AfterFirstPaint';

// Spec §2.7: the eye's choice, kept across reloads.
const VALUES_STORAGE_KEY = 'values-visibility';
const VALUES_STATES = ['shown', 'hidden'] as const;
// Until GET /me answers (the shell shows its spinner meanwhile).
const NO_PERMISSIONS = shellPermissionsOf([]);
const NO_ACCOUNTS: readonly Account[] = [];

/**
 * Spec §2.3: with no environment selected the shell asks for one, except on /insights, whose content is
 * shown directly; the error pages (not authorised, not found) and the user's own preferences concern no
 * environment either.
 */
const WITHOUT_ENVIRONMENT = ['/insights', '/not-authorized', '/404', '/user-preferences'];
const needsEnvironment = (pathname: string) =>
  !WITHOUT_ENVIRONMENT.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export interface PortalShellProps {
  layout: Layout;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/**
 * The root shell of portal spec §2.3 composed from @nuvem/ui and the containers of @nuvem/features: the
 * user, environments, features and flags from GET /me (checked again every 10 s), its banner message,
 * favorites, messages, alerts and streams, the notes count, the right sidebar's actions, the global search and the disaster-recovery
 * switches, each from its API.
 */
export function PortalShell(props: PortalShellProps) {
  // Only the path reaches the frame (navigate changes with it alone): a change of the search alone, a list's
  // filter or page, redraws the page and not the menu, top bar and sidebars around it.
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <ShellFrame {...props} pathname={pathname} navigate={navigate} />;
}

/** Spec §4's redirect while the environment has no valid topology, checked on every navigation. */
function TopologyRedirect({ hasValidTopology, admin }: { hasValidTopology: boolean; admin: boolean }) {
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  useTopologyRedirect({ pathname, locationKey, hasValidTopology, admin, navigate });
  return null;
}

interface ShellFrameProps extends PortalShellProps {
  pathname: string;
  navigate: NavigateFunction;
}

const ShellFrame = memo(function ShellFrame({
  layout,
  locale,
  onLocaleChange,
  pathname,
  navigate,
}: ShellFrameProps) {
  const { t } = useTranslation('portal');
  const { signOut } = useSession();
  // The menu's language is the profile's too: saved for mail and the user's next browser.
  const saveLanguage = useSaveLanguage();
  const changeLanguage = useCallback(
    (next: Locale) => {
      onLocaleChange(next);
      saveLanguage(next);
    },
    [onLocaleChange, saveLanguage],
  );
  const { notify } = useNotify();
  const me = useMe();
  const user = me.data;
  const [navState, setNavState] = useStoredChoice(MINI_NAVBAR_STORAGE_KEY, NAV_MENU_STATES, 'open');
  const environments = useMemo(() => user?.customers.map(accountOf), [user]);
  const favorites = useFavoriteAccounts(environments ?? NO_ACCOUNTS, user?.email);
  const { accounts } = favorites;
  const { current, select } = useCurrentEnvironment(accounts);
  const permissions = useShellPermissions() ?? NO_PERMISSIONS;
  const [searchOpen, setSearchOpen] = useState(false);
  const [values, setValues] = useStoredChoice(VALUES_STORAGE_KEY, VALUES_STATES, 'shown');
  const valuesVisible = values === 'shown';
  const sidebarId = useId();

  // Spec §2.6: the menu of libs/features, for the user's features and flags and the current environment.
  const menu = usePortalMenu(current);
  const { mutate: reloadMe } = me;
  // Spec §4: switching environment stores the new one, reloads user info and goes to the root.
  const switchTo = useCallback(
    (cloudId: string, to = '/') => {
      select(cloudId);
      void reloadMe();
      navigate(to);
    },
    [select, reloadMe, navigate],
  );
  useAccountListCheck({ accounts: environments, current, switchTo });
  // Spec §2.6, §4: the menu waits for the environment's topologies; without a valid one, only the pages of
  // §2.4 stay open.
  // /contact explains an unavailable list (with the environment's name), and every path outside §2.4's list
  // is sent there: the notice would say it twice.
  const where = useRef({ pathname, admin: permissions.admin });
  useEffect(() => {
    where.current = { pathname, admin: permissions.admin };
  });
  const topology = useTopologyCheck(current?.cloud_id, {
    explainedOnPage: () =>
      where.current.pathname === '/contact' ||
      !isAllowedWithoutTopology(where.current.pathname, { admin: where.current.admin }),
  });
  // Spec §4: a shared-budget link opened before the sign-in becomes a redirect and an environment switch.
  useSharedBudgetRedirect({ signedIn: true, navigate, switchEnvironment: switchTo });
  const actions = useActionsSidebar({
    cloudId: current?.cloud_id,
    accounts,
    listPipelines: permissions.clientActions,
    listAllPipelines: permissions.allActions,
  });

  // With no environment chosen, the picker is the first screen (the route's page is not drawn).
  const picking = !current && needsEnvironment(pathname);
  useFirstScreenRendered(Boolean(user) && picking);

  const selectAccount = (account: Account) => switchTo(account.cloud_id);
  // Spec §2.9: a result's cloud_id switches environment, if the user may see it.
  const selectSearchedCloud = (cloudId: string) => {
    if (accounts.some((account) => account.cloud_id === cloudId)) switchTo(cloudId, pathname);
    else
      notify({
        severity: 'error',
        title: t('features:apiErrors.defaultTitle'),
        message: fillErrorVars(t('features:error_code.environment_not_found'), [cloudId]),
      });
  };
  // Spec §2.3: the rev navigation is for the modern layout and users with rev_home or beta_test_rev_home.
  const shellLayout: Layout = layout === 'modern' && permissions.revHome ? 'modern' : 'classic';
  const navProps = {
    entries: menu,
    currentPath: pathname,
    loading: topology.loading,
    locale,
    onLanguageChange: changeLanguage,
    onOpenProfile: () => navigate('/user'),
    onOpenPreferences: () => navigate('/user-preferences'),
    onLogout: () => void signOut(),
  };

  return (
    // The eye hides ids, federal ids and amounts wherever the shell shows them (MaskedValue).
    <MaskedValuesProvider masked={!valuesVisible}>
      <TopologyRedirect hasValidTopology={topology.hasValidTopology} admin={permissions.admin} />
      <AppShell
        layout={shellLayout}
        // Spec §2.3: prime styling only with new_layout_exclusive_prime_customers.
        support={current?.support_type === 'PRIME' && permissions.primeStyling ? 'prime' : 'standard'}
        // Spec §2.3: while the user's data is missing the spinner stays on.
        loading={!user}
        nav={
          shellLayout === 'modern' ? (
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
                onToggleFavorite={(account, next) => void favorites.toggle(account, next)}
                pendingFavoriteIds={favorites.pending}
              />
            }
            notes={<NotesLinkContainer cloudId={current?.cloud_id} allowed={permissions.notes} />}
            actions={<GlobalSearchButton onClick={() => setSearchOpen(true)} />}
            messages={<MessagesContainer />}
            assistToken={<AssistTokenContainer cloudId={current?.cloud_id} />}
            impersonate={<ImpersonationContainer />}
            externalKeys={permissions.externalKeys ? <ExternalKeyButton /> : undefined}
            language={<LanguageMenu value={locale} onChange={changeLanguage} />}
            eye={
              <EyeToggle
                visible={valuesVisible}
                onChange={(visible) => setValues(visible ? 'shown' : 'hidden')}
              />
            }
            disasterRecovery={
              permissions.disasterRecovery ? (
                <DisasterRecoveryContainer
                  cloudId={current?.cloud_id}
                  showTest={permissions.drTestSwitch}
                  showAllTopologies={permissions.drAllTopologiesSwitch}
                />
              ) : undefined
            }
            rightSidebarButton={<RightSidebarButton {...actions.button} controls={sidebarId} />}
            // Spec §5: the contract type, PRIME or STANDARD, from the environment's support_type.
            prime={<PrimeIndicator supportType={contractTypeOf(current?.support_type)} />}
          />
        }
        alerts={
          <ShellAlertsContainer
            cloudId={current?.cloud_id}
            tCode={current?.t_code}
            onPushAlert={actions.refresh}
          />
        }
        userMessage={<UserMessageBannerContainer />}
        footer={<Footer owner={t('provider')} />}
        rightSidebar={
          <>
            {/* Listens for its shortcut from the first frame on; its panel's code loads on first opening. */}
            <GlobalSearchContainer
              open={searchOpen}
              onOpenChange={setSearchOpen}
              onSelectCloud={selectSearchedCloud}
            />
            <AfterFirstPaint>
              <RightSidebar {...actions.sidebar} id={sidebarId} providerName={t('provider')} />
              {/* Notices keep clear of the open sidebar (its heading stays readable). */}
              <NoticeCenter endPanelWidth={actions.sidebar.open ? RIGHT_SIDEBAR_WIDTH : 0} />
              <IncompleteRegistrationContainer />
              {/* Blocks the portal until the current version of the terms is accepted (issue 32). */}
              <UsageTermsGateContainer />
            </AfterFirstPaint>
          </>
        }
        clientSelection={
          picking ? <ClientSelectionScreen accounts={accounts} onSelect={selectAccount} /> : undefined
        }
      >
        <Outlet />
      </AppShell>
    </MaskedValuesProvider>
  );
});
