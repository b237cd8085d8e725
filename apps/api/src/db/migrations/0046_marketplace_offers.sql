-- Marketplace (issue 32): the offers provider staff run (/admin/marketplace), each with its plans and prices,
-- shown to every customer or to chosen ones (by customer code, t_code), published and withdrawn. A purchase
-- (migration 0044, source 'marketplace', source_ref the plan's id) copies the plan's price in, so a price
-- changed here applies to new purchases only; a withdrawn offer, and its plans, stay for the purchases made.
-- Nothing here changes a user's features or environments: no access_version trigger.
CREATE TABLE marketplace_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  category text NOT NULL CHECK (category IN ('backup', 'monitoring', 'protheus', 'erp', 'security')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  vendor text NOT NULL CHECK (length(vendor) BETWEEN 1 AND 120),
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'withdrawn')),
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'chosen')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE marketplace_offer_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id uuid NOT NULL REFERENCES marketplace_offers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- Integer centavos: never a binary float.
  price_cents bigint NOT NULL CHECK (price_cents BETWEEN 0 AND 1000000000),
  recurrence text NOT NULL CHECK (recurrence IN ('once', 'monthly')),
  position integer NOT NULL,
  -- A plan staff removed from the offer: no longer sold, kept for the purchases that name it.
  retired boolean NOT NULL DEFAULT false
);
CREATE INDEX marketplace_offer_plans_offer_idx ON marketplace_offer_plans (offer_id, position);

-- The customers an offer with audience 'chosen' is shown to.
CREATE TABLE marketplace_offer_customers (
  offer_id uuid NOT NULL REFERENCES marketplace_offers (id) ON DELETE CASCADE,
  t_code text NOT NULL,
  PRIMARY KEY (offer_id, t_code)
);
CREATE INDEX marketplace_offer_customers_t_code_idx ON marketplace_offer_customers (t_code);

INSERT INTO audit_actions (action) VALUES
  ('marketplace.provision'),
  ('marketplace_offer.create'),
  ('marketplace_offer.update'),
  ('marketplace_offer.publish'),
  ('marketplace_offer.withdraw');
