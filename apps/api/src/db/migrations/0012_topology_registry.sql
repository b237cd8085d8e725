-- Each environment's topology registry: 'unavailable' while the topology list of the environment cannot be
-- read (a registry not set up or out of order). The portal then keeps its users to the pages allowed without a
-- valid topology (portal spec §2.4, §4).
ALTER TABLE customer_environments
  ADD COLUMN topology_registry text NOT NULL DEFAULT 'available'
    CHECK (topology_registry IN ('available', 'unavailable'));
