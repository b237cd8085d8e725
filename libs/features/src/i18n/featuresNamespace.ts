/**
 * The i18next namespace of the features' strings; the app adds it beside the design system's `ui`. A module
 * of its own: the components that name it must not bring every language's strings (featuresResources) along.
 */
export const FEATURES_NAMESPACE = 'features';
