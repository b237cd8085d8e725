-- The analytics datasets (src/analytics/datasets): one base table each, and aggregation tables (rollups) that
-- answer the same queries from fewer rows. Every table carries the environment its rows belong to: queries
-- are always scoped by environment_id, so each table's indexes start with it.

CREATE TABLE analytics_consumo (
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  servico text NOT NULL,
  produto text NOT NULL,
  regiao text NOT NULL,
  unidade text NOT NULL,
  valor numeric(14, 2) NOT NULL,
  quantidade numeric(16, 3) NOT NULL
);
CREATE INDEX analytics_consumo_environment_dia_idx ON analytics_consumo (environment_id, dia);

CREATE TABLE analytics_consumo_mensal_ambiente (
  mes date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  valor numeric NOT NULL,
  quantidade numeric NOT NULL,
  PRIMARY KEY (environment_id, mes)
);

CREATE TABLE analytics_consumo_diario_ambiente (
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  regiao text NOT NULL,
  valor numeric NOT NULL,
  quantidade numeric NOT NULL,
  PRIMARY KEY (environment_id, dia, regiao)
);

CREATE TABLE analytics_consumo_mensal (
  mes date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  servico text NOT NULL,
  produto text NOT NULL,
  regiao text NOT NULL,
  unidade text NOT NULL,
  valor numeric NOT NULL,
  quantidade numeric NOT NULL,
  PRIMARY KEY (environment_id, mes, servico, produto, regiao, unidade)
);

CREATE TABLE analytics_vm_uso_diario (
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  vm text NOT NULL,
  sistema text NOT NULL,
  estado text NOT NULL,
  regiao text NOT NULL,
  vcpus integer NOT NULL CHECK (vcpus > 0),
  memoria_gb integer NOT NULL CHECK (memoria_gb > 0),
  cpu_pct numeric(5, 2) NOT NULL CHECK (cpu_pct BETWEEN 0 AND 100),
  memoria_pct numeric(5, 2) NOT NULL CHECK (memoria_pct BETWEEN 0 AND 100)
);
CREATE INDEX analytics_vm_uso_diario_environment_dia_idx ON analytics_vm_uso_diario (environment_id, dia);

CREATE TABLE analytics_vm_uso_mensal (
  mes date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  sistema text NOT NULL,
  estado text NOT NULL,
  regiao text NOT NULL,
  dias_maquina integer NOT NULL,
  cpu_soma numeric NOT NULL,
  memoria_soma numeric NOT NULL,
  cpu_pico numeric NOT NULL,
  PRIMARY KEY (environment_id, mes, sistema, estado, regiao)
);

CREATE TABLE analytics_chamados (
  numero text PRIMARY KEY,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  aberto_em timestamptz NOT NULL,
  data_abertura date NOT NULL,
  resolvido_em timestamptz CHECK (resolvido_em IS NULL OR resolvido_em >= aberto_em),
  data_resolucao date,
  status text NOT NULL,
  prioridade text NOT NULL,
  categoria text NOT NULL,
  horas_resolucao numeric(8, 1),
  -- NULL while the ticket is open.
  sla_cumprido boolean
);
CREATE INDEX analytics_chamados_environment_abertura_idx ON analytics_chamados (environment_id, data_abertura);

CREATE TABLE analytics_backups (
  iniciado_em timestamptz NOT NULL,
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  produto text NOT NULL,
  tipo text NOT NULL,
  status text NOT NULL,
  tamanho_gb numeric(12, 2) NOT NULL,
  duracao_min numeric(8, 1) NOT NULL
);
CREATE INDEX analytics_backups_environment_dia_idx ON analytics_backups (environment_id, dia);

CREATE TABLE analytics_disponibilidade (
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  servico text NOT NULL,
  minutos_disponivel integer NOT NULL CHECK (minutos_disponivel >= 0),
  minutos_indisponivel integer NOT NULL CHECK (minutos_indisponivel >= 0),
  incidentes integer NOT NULL CHECK (incidentes >= 0),
  PRIMARY KEY (environment_id, dia, servico)
);

CREATE TABLE analytics_disponibilidade_mensal (
  mes date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  servico text NOT NULL,
  minutos_disponivel bigint NOT NULL,
  minutos_indisponivel bigint NOT NULL,
  incidentes bigint NOT NULL,
  dias_com_incidente integer NOT NULL,
  PRIMARY KEY (environment_id, mes, servico)
);

CREATE TABLE analytics_eventos_seguranca (
  ocorrido_em timestamptz NOT NULL,
  dia date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  tipo text NOT NULL,
  severidade text NOT NULL,
  origem text NOT NULL,
  ip_origem text NOT NULL,
  bloqueado boolean NOT NULL
);
CREATE INDEX analytics_eventos_seguranca_environment_dia_idx ON analytics_eventos_seguranca (environment_id, dia);

-- Provider-internal: revenue against the provider's own cost (only the staff workspace's reports use it).
CREATE TABLE analytics_margem_mensal (
  mes date NOT NULL,
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  produto text NOT NULL,
  servico text NOT NULL,
  receita numeric(14, 2) NOT NULL,
  custo_provedor numeric(14, 2) NOT NULL,
  PRIMARY KEY (environment_id, mes, produto, servico)
);
