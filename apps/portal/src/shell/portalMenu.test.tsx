import { shellPermissionsOf } from '@nuvem/features';
import { visibleEntries, type NavEntry } from '@nuvem/ui';
import { createPortalI18n } from '../i18n/portalI18n';
import { portalMenu } from './portalMenu';

const t = createPortalI18n('pt-BR').getFixedT('pt-BR', 'portal');

/** The hrefs of the items the user sees, at any depth. */
const visibleHrefs = (entries: readonly NavEntry[]): string[] =>
  visibleEntries(entries).flatMap((entry) =>
    entry.kind === 'item' ? [entry.href] : visibleHrefs(entry.children),
  );

const menuOf = (iaasCancelling: boolean) =>
  visibleHrefs(
    portalMenu(t, {
      permissions: shellPermissionsOf(['menu_iaas', 'show_contract'], [], { iaasCancelling }),
      supportType: 'STANDARD',
    }),
  );

test('the IaaS resources item shows while the IaaS account is not cancelling', () => {
  expect(menuOf(false)).toContain('/iaas/resources');
});

test('spec §6: while the IaaS account is cancelling, IaaS resources is hidden and the rest of IaaS stays', () => {
  const hrefs = menuOf(true);
  expect(hrefs).not.toContain('/iaas/resources');
  expect(hrefs).toEqual(menuOf(false).filter((href) => href !== '/iaas/resources'));
  expect(hrefs).toContain('/iaas/virtual-machines');
});
