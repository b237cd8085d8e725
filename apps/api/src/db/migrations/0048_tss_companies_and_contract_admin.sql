-- TSS companies (issue 32): a customer (t_code) registers its companies (CNPJ) for TSS, each in an environment
-- (production or homologation) with its own quota of documents a month, hired and used. The t_code's quota is
-- the sum of its companies' (tss-repository.ts reads it so), so the quota has one owner: the totals of
-- tss_subscriptions move to the company rows below and its columns go; its row now says 'registered for TSS'.
CREATE TABLE tss_companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  t_code text NOT NULL REFERENCES tss_subscriptions (t_code) ON DELETE CASCADE,
  -- Digits only (the portal writes it as 00.000.000/0000-00).
  cnpj text NOT NULL CHECK (cnpj ~ '^[0-9]{14}$'),
  corporate_name text NOT NULL CHECK (length(corporate_name) BETWEEN 1 AND 200),
  tss_environment text NOT NULL CHECK (tss_environment IN ('production', 'homologation')),
  quota_hired integer NOT NULL DEFAULT 0 CHECK (quota_hired >= 0),
  quota_used integer NOT NULL DEFAULT 0 CHECK (quota_used >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (t_code, cnpj, tss_environment)
);

-- Each subscription becomes one company: the CNPJ and name of the t_code's first environment.
INSERT INTO tss_companies (t_code, cnpj, corporate_name, tss_environment, quota_hired, quota_used)
SELECT s.t_code, e.cnpj, e.corporate_name, 'production', s.quota_hired, s.quota_used
FROM tss_subscriptions s
CROSS JOIN LATERAL (
  SELECT lpad(left(regexp_replace(federal_id, '[^0-9]', '', 'g'), 14), 14, '0') AS cnpj, corporate_name
  FROM customer_environments WHERE t_code = s.t_code ORDER BY created_at, cloud_id LIMIT 1
) e;

ALTER TABLE tss_subscriptions DROP COLUMN quota_hired, DROP COLUMN quota_used;

INSERT INTO audit_actions (action) VALUES
  ('tss_company.register'), ('tss_company.quota'), ('contract.status');
