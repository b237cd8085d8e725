// Foundations
export * from './theme';
export type * from './model';
export * from './i18n';
export * from './a11y/visuallyHidden';
export * from './format/formatDateTime';
export * from './format/formatValue';
export * from './format/VisualFormatProvider';
export * from './format/useValueFormatter';

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
export * from './MaskedValue';
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
export * from './InsightsBrowser';
export * from './InsightCard';
export * from './DashboardPermissionsDialog';
export * from './InsightEmbedView';
export * from './NotFoundPage';
export * from './PrivacyPage';
export * from './PageHeader';
export * from './PageAbout';
export * from './LoginPage';
export * from './TicketsTable';
export * from './TicketDetail';
export * from './ContactPage';
export * from './NotesTable';
export * from './ProductTopologies';
export * from './ResourceList';
export * from './IaasResourcesTable';
export * from './DisasterRecoveryPlan';
export * from './DisasterRecoveryHistory';
export * from './DisasterRecoveryConfirmDialog';
export * from './DisasterRecoveryPlanTest';
export * from './DisasterRecoveryBackups';
export * from './UserPreferencesForm';
export * from './HomeDashboard';

// Analytics visuals (the analytics frame composes them)
export * from './ChartVisual';
export * from './CardVisual';
export * from './TableVisual';
export * from './MatrixVisual';
export * from './SlicerVisual';
export * from './TextboxVisual';
export * from './ButtonVisual';
export * from './QnaPanel';
export * from './AuthoringPane';
export * from './SaveReportDialog';
export * from './NewReportDialog';
export * from './PaginatedReportView';
export * from './VisualContainer';
export * from './FilterPane';
export * from './PageNavigation';
export * from './DashboardGrid';
