-- IaaS price list and budgets (issue 30, IaaS › Calculadora; portal spec §2.4/§4 the shared-budget link).
-- The price list is the provider's, not demo data: what a machine size, a GB of disk, a public address or a
-- network item costs a month in each region, in centavos (integers: totals add up exactly). Images carry the
-- license a machine pays per vCPU on top of its size (Windows), zero for the free systems.
CREATE TABLE iaas_regions (
  region text PRIMARY KEY CHECK (length(region) BETWEEN 1 AND 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  position integer NOT NULL
);

CREATE TABLE iaas_prices (
  sku text NOT NULL CHECK (sku ~ '^[a-z0-9][a-z0-9.-]{0,39}$'),
  region text NOT NULL REFERENCES iaas_regions (region),
  kind text NOT NULL CHECK (kind IN ('size', 'disk', 'public_ip', 'network', 'snapshot', 'backup')),
  -- 'month': per item a month; 'gb_month': per GB a month (disks, snapshots, backups).
  unit text NOT NULL CHECK (unit IN ('month', 'gb_month')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  vcpus integer CHECK (vcpus > 0),
  memory_gb integer CHECK (memory_gb > 0),
  position integer NOT NULL,
  PRIMARY KEY (sku, region),
  CHECK ((kind = 'size') = (vcpus IS NOT NULL AND memory_gb IS NOT NULL)),
  CHECK ((kind IN ('disk', 'snapshot', 'backup')) = (unit = 'gb_month'))
);

CREATE TABLE iaas_images (
  image_id text PRIMARY KEY CHECK (image_id ~ '^[a-z0-9][a-z0-9.-]{0,39}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  os_family text NOT NULL CHECK (os_family IN ('linux', 'windows')),
  min_disk_gb integer NOT NULL CHECK (min_disk_gb > 0),
  license_cents_per_vcpu integer NOT NULL DEFAULT 0 CHECK (license_cents_per_vcpu >= 0),
  position integer NOT NULL
);

INSERT INTO iaas_regions (region, name, position) VALUES
  ('sa-east-1', 'São Paulo', 1),
  ('sa-east-2', 'Rio de Janeiro', 2),
  ('us-east-1', 'Virgínia do Norte', 3);

-- One list, priced per region by a factor (Virgínia do Norte costs less; Rio de Janeiro as São Paulo).
INSERT INTO iaas_prices (sku, region, kind, unit, price_cents, vcpus, memory_gb, position)
SELECT p.sku, r.region, p.kind, p.unit, round(p.price_cents * r.factor)::integer, p.vcpus, p.memory_gb, p.position
FROM (VALUES
  ('std.1x2', 'size', 'month', 8500, 1, 2, 1),
  ('std.2x8', 'size', 'month', 31000, 2, 8, 2),
  ('std.4x16', 'size', 'month', 62000, 4, 16, 3),
  ('std.8x32', 'size', 'month', 124000, 8, 32, 4),
  ('std.16x64', 'size', 'month', 248000, 16, 64, 5),
  ('mem.4x32', 'size', 'month', 89000, 4, 32, 6),
  ('mem.8x64', 'size', 'month', 178000, 8, 64, 7),
  ('mem.16x128', 'size', 'month', 356000, 16, 128, 8),
  ('cpu.4x8', 'size', 'month', 54000, 4, 8, 9),
  ('cpu.8x16', 'size', 'month', 108000, 8, 16, 10),
  ('disk.standard', 'disk', 'gb_month', 45, NULL, NULL, 20),
  ('disk.performance', 'disk', 'gb_month', 95, NULL, NULL, 21),
  ('snapshot.standard', 'snapshot', 'gb_month', 20, NULL, NULL, 30),
  ('backup.standard', 'backup', 'gb_month', 25, NULL, NULL, 31),
  ('ip.public', 'public_ip', 'month', 2800, NULL, NULL, 40),
  ('net.vcn', 'network', 'month', 0, NULL, NULL, 50),
  ('net.nat-gateway', 'network', 'month', 16000, NULL, NULL, 51),
  ('net.vpn', 'network', 'month', 27000, NULL, NULL, 52)
) AS p (sku, kind, unit, price_cents, vcpus, memory_gb, position)
CROSS JOIN (VALUES ('sa-east-1', 1.0), ('sa-east-2', 1.0), ('us-east-1', 0.8)) AS r (region, factor);

INSERT INTO iaas_images (image_id, name, os_family, min_disk_gb, license_cents_per_vcpu, position) VALUES
  ('oracle-linux-9', 'Oracle Linux 9', 'linux', 50, 0, 1),
  ('ubuntu-24.04', 'Ubuntu 24.04 LTS', 'linux', 50, 0, 2),
  ('debian-12', 'Debian 12', 'linux', 50, 0, 3),
  ('rocky-9', 'Rocky Linux 9', 'linux', 50, 0, 4),
  ('windows-2022', 'Windows Server 2022 Standard', 'windows', 100, 9500, 5);

-- A budget: items of the price list of one region, with quantities, saved in an environment so that whoever
-- may see that environment can open it from a shared link. Totals are computed from the current prices.
CREATE TABLE iaas_budgets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  region text NOT NULL REFERENCES iaas_regions (region),
  -- [{ "sku": …, "quantity": … }], at most 50 lines (checked by the API's schema).
  items jsonb NOT NULL,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A retried save (the same Idempotency-Key from the same user in the same environment) is the same budget.
  idempotency_key text,
  UNIQUE (created_by, environment_id, idempotency_key)
);
CREATE INDEX iaas_budgets_environment_idx ON iaas_budgets (environment_id, updated_at DESC);

-- What a virtual machine is built of (issue 30, IaaS › Máquinas virtuais): its size and image from the lists
-- above, its private address in its network, and tags. Rows from before stay as they were (NULLs, no tags).
ALTER TABLE iaas_resources
  ADD COLUMN size_sku text,
  ADD COLUMN image_id text REFERENCES iaas_images (image_id),
  ADD COLUMN private_address inet,
  -- The network it is in, by resource_id (machines only).
  ADD COLUMN network_id text,
  ADD COLUMN tags jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(tags) = 'object'),
  ADD CHECK (kind = 'virtual_machine' OR (size_sku IS NULL AND image_id IS NULL AND network_id IS NULL));
