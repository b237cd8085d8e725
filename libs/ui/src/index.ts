// Foundations
export * from './theme';
export type * from './model';
export * from './i18n';
export * from './a11y/visuallyHidden';
export * from './format/formatDateTime';

// The shell
export * from './AppShell';
export * from './NavMenu';
export * from './RevNavigation';
export * from './ClientSelectionScreen';
export * from './Footer';
export * from './TopBar';
export * from './AccountPicker';
export * from './NotesLink';
export * from './MessagesDropdown';
export * from './AssistTokenControl';
export * from './ImpersonateUsers';
export * from './ExternalKeyButton';
export * from './LanguageMenu';
export * from './EyeToggle';
export * from './DisasterRecoveryToggles';
export * from './RightSidebarButton';
export * from './PrimeIndicator';
export * from './AlertList';
export * from './UserMessageBanner';
export * from './NoticeStack';
export * from './RightSidebar';
export * from './PipelineList';
export * from './GlobalSearchOverlay';
export * from './IncompleteRegistrationModal';

// Pages
export * from './NotFoundPage';
export * from './PrivacyPage';
export * from './LoginPage';
