// The one owner of what an IaaS resource costs a month (issue 30): the machine page, the welcome page's total and
// any later bill read this expression, so they cannot disagree. At the region's prices of today (migration 0023):
// a machine's size, its image's license per vCPU and its boot disk as standard disk; a volume as standard disk; a
// public IP. NULL when the price list has no price for what the resource needs (an unpriced size or region).
const price = (sku: string, alias: string) =>
  `(SELECT p.price_cents FROM iaas_prices p WHERE p.sku = ${sku} AND p.region = ${alias}.region)`;

/** SQL for the monthly centavos of the iaas_resources row `alias` on its own (not what is attached to it). */
export function resourceMonthlyCentsSql(alias: string): string {
  const disk = price(`'disk.standard'`, alias);
  return `CASE ${alias}.kind
    WHEN 'virtual_machine' THEN ${price(`${alias}.size_sku`, alias)}
      + coalesce((SELECT i.license_cents_per_vcpu FROM iaas_images i WHERE i.image_id = ${alias}.image_id), 0)
        * ${alias}.vcpus
      + ${alias}.size_gb * ${disk}
    WHEN 'volume' THEN ${alias}.size_gb * ${disk}
    WHEN 'public_ip' THEN ${price(`'ip.public'`, alias)}
    ELSE 0
  END`;
}
