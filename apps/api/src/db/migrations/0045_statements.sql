-- Statements (issue 32, 'Minha conta' › Extratos): one per environment and closed month, FROZEN when first made:
-- its lines (the month's consumption per service and product, its purchases) and its taxes are copied in, so a
-- later price change or a recalculated consumption never alters a statement already issued. Money is integer
-- centavos. Made lazily, on the first read of an environment's statements after a month closes
-- (apps/api/src/domains/store/store-statements-service.ts says why).
CREATE TABLE statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  -- The month billed, its first day.
  period date NOT NULL CHECK (extract(day FROM period) = 1),
  subtotal_cents bigint NOT NULL CHECK (subtotal_cents >= 0),
  taxes_cents bigint NOT NULL CHECK (taxes_cents >= 0),
  total_cents bigint NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total_cents = subtotal_cents + taxes_cents),
  UNIQUE (environment_id, period)
);

CREATE TABLE statement_lines (
  statement_id uuid NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  -- consumption: a service and product's month; purchase: one purchase's charge; tax: one tax on the subtotal.
  kind text NOT NULL CHECK (kind IN ('consumption', 'purchase', 'tax')),
  -- consumption: the service; purchase: its seller (marketplace, ai_agent, tss); tax: its code (iss, pis…).
  category text NOT NULL,
  -- As the statement reads it, in pt-BR (the fiscal document's language).
  description text NOT NULL,
  quantity numeric(16, 3) NOT NULL DEFAULT 1,
  -- consumption: the unit of its quantity; purchase: 'un'; tax: the rate in basis points, e.g. '500'.
  unit text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  purchase_id uuid REFERENCES purchases (id) ON DELETE SET NULL,
  PRIMARY KEY (statement_id, position)
);

INSERT INTO audit_actions (action) VALUES ('statement.download');
