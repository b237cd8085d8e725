-- Purchases (issue 32): everything a customer buys for an environment outside its metered consumption — a
-- marketplace offer's plan, a hired AI agent, more TSS quota. One row per purchase, whatever sold it: the
-- store's 'Compras' lists them and the monthly statement bills them, so every seller writes here and nothing
-- else is billed twice. Money is integer centavos (never a binary float); the price is copied in at purchase
-- time, so a later price change never alters what was bought or billed.
CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  -- Who bought; the e-mail outlives the user, as the statements and the audit do.
  buyer_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  buyer_email text NOT NULL,
  -- What sold it, and its id there (an offer plan's id, an agent's slug…): the seller's own tables hold the
  -- detail, this row what the store and the statement need.
  source text NOT NULL CHECK (source IN ('marketplace', 'ai_agent', 'tss')),
  source_ref text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 200),
  -- As the statement line reads it, in pt-BR (the seller's own tables hold the translations).
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 100000),
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
  -- 'once': billed in the month bought; 'monthly': billed every month from activation until cancelled.
  recurrence text NOT NULL CHECK (recurrence IN ('once', 'monthly')),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'provisioning', 'active', 'cancelled', 'failed')),
  -- The operation that provisions it (NULL until started).
  operation_id uuid REFERENCES operations (id) ON DELETE SET NULL,
  ordered_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  -- Until when the buyer may cancel without being billed; NULL when it cannot be cancelled so.
  cancellable_until timestamptz,
  cancelled_at timestamptz,
  -- A retried or double-clicked order is one purchase: the order route runs through oncePerKey
  -- (apps/api/src/idempotency), which records the Idempotency-Key.
  CHECK ((state = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX purchases_environment_idx ON purchases (environment_id, ordered_at DESC);
CREATE INDEX purchases_source_idx ON purchases (source, source_ref);

INSERT INTO audit_actions (action) VALUES ('purchase.create'), ('purchase.cancel');
