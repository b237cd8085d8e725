import { IAM_CATALOGUE } from '@nuvem/api-contract/paths';
import type { IamRole } from '@nuvem/api-contract';
import {
  choiceIdsOf,
  iamFeatureChoicesOf,
  iamFeatureItemsOf,
  menuPlacesOf,
  namesOfChoices,
  notHeldOf,
} from './iamCatalogueView';

const places = menuPlacesOf((key) => key.replace('menu.', ''));
const catalogue = { entries: IAM_CATALOGUE.map((entry) => ({ ...entry, opens: [...entry.opens] })) };
const role = (over: Partial<IamRole>): IamRole => ({
  role_id: 'r1',
  key: 'k',
  name: 'Perfil',
  description: null,
  scope: 'customer',
  built_in: false,
  features: [],
  flags: [],
  grants: 0,
  updated_at: '2026-12-07T00:00:00Z',
  ...over,
});

test('every menu entry the catalogue names has its place in the menu, with its trail and address', () => {
  const named = new Set(IAM_CATALOGUE.flatMap((entry) => entry.opens));
  expect([...named].filter((id) => !places.has(id))).toEqual([]);
  expect(places.get('admin-iam-roles')).toEqual({
    label: 'admin › adminIam › adminIamRoles',
    href: '/admin/iam/roles',
    area: 'admin',
  });
});

test('a feature lists what it opens and the roles holding it; a name both feature and flag is told apart', () => {
  const items = iamFeatureItemsOf(catalogue, places, [
    role({ role_id: 'r1', name: 'Comercial', features: ['tss', 'rev_home'] }),
    role({ role_id: 'r2', name: 'Beta', flags: ['rev_home'] }),
  ]);
  const tss = items.find((item) => item.name === 'tss')!;
  expect(tss.opens.map((place) => place.href)).toEqual(['/user/minhas-empresas']);
  expect(tss.roles).toEqual([{ id: 'r1', name: 'Comercial' }]);
  expect(items.find((i) => i.name === 'rev_home' && i.kind === 'flag')!.roles).toEqual([
    { id: 'r2', name: 'Beta' },
  ]);
  // Without the roles (no list_roles), no holders are claimed.
  expect(iamFeatureItemsOf(catalogue, places, undefined)[0]!.roles).toBeUndefined();
});

test("a role's checklist refuses what the API refuses: staff-only in a customer role, gaining what one lacks", () => {
  const reasons = { staffOnly: 'staff only', notHeld: 'not held' };
  const held = { features: new Set(['tss', 'list_roles']), flags: new Set<string>() };
  const choicesFor = (scope: 'customer' | 'staff', original: string[] = []) =>
    new Map(
      iamFeatureChoicesOf(catalogue, places, { scope, held, original: new Set(original), reasons }).map(
        (choice) => [choice.id, choice.refusedReason],
      ),
    );
  const customer = choicesFor('customer', ['feature:menu_iaas']);
  expect(customer.get('feature:tss')).toBeUndefined();
  expect(customer.get('feature:list_roles')).toBe('staff only');
  expect(customer.get('feature:dr_activation')).toBe('not held');
  // Held before the edit: it may stay or go.
  expect(customer.get('feature:menu_iaas')).toBeUndefined();
  expect(choicesFor('staff').get('feature:list_roles')).toBeUndefined();
  expect(choicesFor('staff').get('flag:show_alertify')).toBe('not held');
});

test('choice ids go to the body and back; the first name not held is the one the API would name', () => {
  const ids = choiceIdsOf(['tss', 'rev_home'], ['rev_home']);
  expect(ids).toEqual(['feature:tss', 'feature:rev_home', 'flag:rev_home']);
  expect(namesOfChoices(ids)).toEqual({ features: ['tss', 'rev_home'], flags: ['rev_home'] });
  const held = { features: new Set(['tss']), flags: new Set<string>() };
  expect(notHeldOf({ features: ['tss'], flags: ['rev_home'] }, held)).toBe('rev_home');
  expect(notHeldOf({ features: ['tss'], flags: [] }, held)).toBeUndefined();
});
