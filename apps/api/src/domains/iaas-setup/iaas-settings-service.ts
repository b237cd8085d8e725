// An environment's IaaS settings (IaaS › Configuração): the enabled regions (of the price list's) and the
// defaults of a new resource, each naming something that exists and is enabled: 400 iaas_unknown_region,
// iaas_region_not_enabled or iaas_setting_unknown otherwise. A change is audited with before and after.
import type { IaasSettings, IaasSettingsBody } from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
import type { Principal } from '../session/session-service';
import {
  imageExists,
  knownRegions,
  networkRegionOf,
  readIaasSettingsOf,
  sizeExists,
  writeIaasSettings,
  type IaasSettingsRow,
} from './iaas-settings-repository';

/** The Idempotency-Key scope of the settings' writes: the scope migration 0032 gave iaas_setup_requests' rows. */
const iaasSetupScope = 'iaas.setup';

const settingsOf = (row: IaasSettingsRow): IaasSettings => ({
  enabled_regions: row.enabled_regions,
  default_region: row.default_region,
  default_size_sku: row.default_size_sku,
  default_image_id: row.default_image_id,
  default_network_id: row.default_network_id,
  updated_at: row.updated_at ? row.updated_at.toISOString() : null,
});

const notEnabled = (region: string) =>
  new ApiError(400, 'iaas_region_not_enabled', `The region ${region} is not enabled in this environment.`, [
    region,
  ]);

const unknownSetting = (setting: string, value: string) =>
  new ApiError(400, 'iaas_setting_unknown', `${setting}: no ${value} here.`, [setting, value]);

/** 400 unless `region` is one of the environment's enabled regions (a new network's, for one). */
export async function requireEnabledRegion(
  db: Queryable,
  environmentId: string,
  region: string,
): Promise<void> {
  if ((await knownRegions(db, [region])).size === 0)
    throw new ApiError(400, 'iaas_unknown_region', `No region ${region}.`, [region]);
  if (!(await readIaasSettingsOf(db, environmentId)).enabled_regions.includes(region))
    throw notEnabled(region);
}

export async function readIaasSettings(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasSettings> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return settingsOf(await readIaasSettingsOf(db, environment.id));
}

async function requireValid(db: Queryable, environmentId: string, body: IaasSettingsBody): Promise<void> {
  const known = await knownRegions(db, body.enabled_regions);
  const unknown = body.enabled_regions.find((r) => !known.has(r));
  if (unknown) throw new ApiError(400, 'iaas_unknown_region', `No region ${unknown}.`, [unknown]);
  if (body.default_region !== null && !body.enabled_regions.includes(body.default_region))
    throw notEnabled(body.default_region);
  if (body.default_size_sku !== null && !(await sizeExists(db, body.default_size_sku, body.default_region)))
    throw unknownSetting('default_size_sku', body.default_size_sku);
  if (body.default_image_id !== null && !(await imageExists(db, body.default_image_id)))
    throw unknownSetting('default_image_id', body.default_image_id);
  if (body.default_network_id !== null) {
    const region = await networkRegionOf(db, environmentId, body.default_network_id);
    if (region === undefined) throw unknownSetting('default_network_id', body.default_network_id);
    if (!body.enabled_regions.includes(region)) throw notEnabled(region);
    // A new machine goes in the default region: its default network must be there too.
    if (body.default_region !== null && region !== body.default_region)
      throw unknownSetting('default_network_id', body.default_network_id);
  }
}

export async function updateIaasSettings(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: IaasSettingsBody,
  idempotencyKey: string,
) {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  return db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: iaasSetupScope,
        request: [environment.id, 'iaas_settings.change', body],
      },
      async () => {
        await requireValid(tx, environment.id, body);
        const before = settingsOf(await readIaasSettingsOf(tx, environment.id));
        await writeIaasSettings(tx, environment.id, body);
        const after = settingsOf(await readIaasSettingsOf(tx, environment.id));
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'iaas_settings.change',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: null,
          before,
          after,
        });
        return { status: 200, body: after };
      },
    ),
  );
}
