import { LOCALES, type Locale, type MessageTree } from '@nuvem/ui';
import account from '../account/account.i18n';
import aiAgents from '../aiAgents/aiAgents.i18n';
import salesTree from '../salesTree/salesTree.i18n';
import accounts from '../accounts/accounts.i18n';
import alerts from '../alerts/alerts.i18n';
import apiErrors from '../api/apiErrors.i18n';
import errorCode from '../api/errorCode.i18n';
import envMessage from '../banner/envMessage.i18n';
import customerType from '../customerType/customerType.i18n';
import developer from '../developer/developer.i18n';
import disasterRecovery from '../disasterRecovery/disasterRecovery.i18n';
import favorites from '../favorites/favorites.i18n';
import forms from '../forms/forms.i18n';
import iaas from '../iaas/iaas.i18n';
import iaasSetup from '../iaas/iaasSetup.i18n';
import iaasSshKeys from '../iaas/iaasSshKeys.i18n';
import iaasHelp from '../iaas-help/iaasHelp.i18n';
import iam from '../iam/iam.i18n';
import iamStaff from '../iamStaff/iamStaff.i18n';
import insights from '../insights/insights.i18n';
import insightsAdmin from '../insightsAdmin/insightsAdmin.i18n';
import marketplace from '../marketplace/marketplace.i18n';
import menu from '../menu/menu.i18n';
import pipelines from '../pipelines/pipelines.i18n';
import preferences from '../preferences/preferences.i18n';
import store from '../store/store.i18n';
import vault from '../vault/vault.i18n';
import usageTerms from '../usageTerms/usageTerms.i18n';
import commercialEvents from '../commercialEvents/commercialEvents.i18n';
import tss from '../tss/tss.i18n';
import contractsAdmin from '../contractsAdmin/contractsAdmin.i18n';

/**
 * Every language's strings at once, for tests (the app loads one language at a time: featuresMessages.ts).
 * Each feature's strings under its key: `features:error_code.{code}` is the spec's 'error_code.{code}',
 * `features:env_message.{code}` its 'env_message.{code}'.
 */
const modules: Record<string, Record<Locale, MessageTree>> = {
  error_code: errorCode,
  apiErrors,
  account,
  accounts,
  aiAgents,
  salesTree,
  alerts,
  customerType,
  developer,
  disasterRecovery,
  favorites,
  forms,
  iaas,
  iaasSetup,
  iaasSshKeys,
  iaasHelp,
  iam,
  iamStaff,
  insightsAdmin,
  insights,
  marketplace,
  menu,
  pipelines,
  preferences,
  store,
  vault,
  usageTerms,
  commercialEvents,
  tss,
  contractsAdmin,
  env_message: envMessage,
};

export const featuresResources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(modules).map(([key, messages]) => [key, messages[locale]])),
  ]),
) as Record<Locale, MessageTree>;
