-- Marketplace Nuvem (issue 32): the provider's AI agents on offer, the ones an environment hired with their
-- settings and use; and the provider's project agents (people) assigned to customers, for the sales tree.
-- A hire is sold through the one `purchases` table (migration 0044, source 'ai_agent', monthly): the purchase
-- bills it, this table holds what the agent needs to run. None of these tables changes what a user may see,
-- so none bumps the access version.

-- The catalogue. Texts are kept in the three languages of the portal ({"pt-BR": …, "en": …, "es": …}); the
-- purchase copies the pt-BR name as its statement line.
CREATE TABLE ai_agents (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]{2,60}$'),
  name jsonb NOT NULL,
  summary jsonb NOT NULL,
  -- An array of texts in the three languages.
  capabilities jsonb NOT NULL,
  -- The products it works with, as the catalogue names them (Protheus, RM, Fluig…).
  products text[] NOT NULL,
  -- Integer centavos per month (never a float).
  monthly_price_cents bigint NOT NULL CHECK (monthly_price_cents >= 0),
  -- What a month includes: so many conversations or tasks.
  allowance integer NOT NULL CHECK (allowance > 0),
  allowance_unit text NOT NULL CHECK (allowance_unit IN ('conversations', 'tasks')),
  -- The channels it answers on; a hire picks one.
  channels text[] NOT NULL,
  position integer NOT NULL
);

-- An agent hired for an environment. Deactivated hires stay, with their purchase cancelled, as history.
CREATE TABLE ai_agent_hires (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment_id uuid NOT NULL REFERENCES customer_environments (id) ON DELETE CASCADE,
  agent_slug text NOT NULL REFERENCES ai_agents (slug),
  purchase_id uuid NOT NULL UNIQUE REFERENCES purchases (id) ON DELETE CASCADE,
  -- Settings: the name users see, its language, the channel it answers on, whether it hands over to a person.
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  language text NOT NULL CHECK (language IN ('pt-BR', 'en', 'es')),
  channel text NOT NULL CHECK (channel IN ('portal', 'whatsapp', 'email', 'teams')),
  human_handoff boolean NOT NULL DEFAULT true,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'deactivated')),
  hired_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  last_used_at timestamptz,
  CHECK ((state = 'deactivated') = (deactivated_at IS NOT NULL))
);
-- One active hire of an agent per environment: hiring it again while active is refused.
CREATE UNIQUE INDEX ai_agent_hires_active_key ON ai_agent_hires (environment_id, agent_slug)
  WHERE state = 'active';

-- Use, month by month (conversations or tasks, the agent's unit).
CREATE TABLE ai_agent_usage (
  hire_id uuid NOT NULL REFERENCES ai_agent_hires (id) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  uses integer NOT NULL CHECK (uses >= 0),
  PRIMARY KEY (hire_id, month)
);

-- The provider's sales and project agents (people), and the customers (t_code) each looks after.
CREATE TABLE project_agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('sales', 'project'))
);
CREATE UNIQUE INDEX project_agents_email_key ON project_agents (lower(email));

CREATE TABLE project_agent_customers (
  agent_id uuid NOT NULL REFERENCES project_agents (id) ON DELETE CASCADE,
  t_code text NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  assigned_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (agent_id, t_code)
);

INSERT INTO ai_agents (slug, name, summary, capabilities, products, monthly_price_cents, allowance,
    allowance_unit, channels, position) VALUES
  ('support-triage',
   '{"pt-BR": "Triagem de suporte", "en": "Support triage", "es": "Triaje de soporte"}',
   '{"pt-BR": "Lê cada chamado, classifica, sugere a solução e encaminha à equipe certa.",
     "en": "Reads each ticket, classifies it, suggests a fix and routes it to the right team.",
     "es": "Lee cada ticket, lo clasifica, sugiere la solución y lo deriva al equipo correcto."}',
   '[{"pt-BR": "Classificação por assunto e urgência", "en": "Classification by subject and urgency", "es": "Clasificación por asunto y urgencia"},
     {"pt-BR": "Respostas da base de conhecimento", "en": "Answers from the knowledge base", "es": "Respuestas de la base de conocimiento"},
     {"pt-BR": "Encaminhamento automático", "en": "Automatic routing", "es": "Derivación automática"}]',
   '{Protheus,Fluig}', 49900, 2000, 'conversations', '{portal,email,whatsapp}', 1),
  ('invoice-reader',
   '{"pt-BR": "Leitor de notas fiscais", "en": "Invoice reader", "es": "Lector de facturas"}',
   '{"pt-BR": "Extrai os dados de notas fiscais recebidas e lança no ERP para conferência.",
     "en": "Extracts the data of incoming invoices and posts it to the ERP for review.",
     "es": "Extrae los datos de las facturas recibidas y los registra en el ERP para revisión."}',
   '[{"pt-BR": "Leitura de XML e PDF", "en": "Reads XML and PDF", "es": "Lectura de XML y PDF"},
     {"pt-BR": "Conferência com o pedido de compra", "en": "Matches the purchase order", "es": "Conciliación con la orden de compra"}]',
   '{Protheus,RM}', 79900, 5000, 'tasks', '{portal,email}', 2),
  ('protheus-assistant',
   '{"pt-BR": "Assistente Protheus", "en": "Protheus assistant", "es": "Asistente Protheus"}',
   '{"pt-BR": "Responde dúvidas de uso do Protheus e consulta cadastros e saldos em linguagem natural.",
     "en": "Answers questions on using Protheus and looks up records and balances in plain language.",
     "es": "Responde dudas de uso de Protheus y consulta registros y saldos en lenguaje natural."}',
   '[{"pt-BR": "Consultas a cadastros e saldos", "en": "Looks up records and balances", "es": "Consulta de registros y saldos"},
     {"pt-BR": "Passo a passo das rotinas", "en": "Step-by-step routines", "es": "Paso a paso de las rutinas"},
     {"pt-BR": "Respeita as permissões do usuário", "en": "Honours the user''s permissions", "es": "Respeta los permisos del usuario"}]',
   '{Protheus}', 129900, 3000, 'conversations', '{portal,teams}', 3),
  ('security-analyst',
   '{"pt-BR": "Analista de segurança", "en": "Security analyst", "es": "Analista de seguridad"}',
   '{"pt-BR": "Acompanha os eventos de segurança do ambiente, resume os alertas e propõe ações.",
     "en": "Watches the environment''s security events, summarises alerts and proposes actions.",
     "es": "Sigue los eventos de seguridad del entorno, resume las alertas y propone acciones."}',
   '[{"pt-BR": "Resumo diário dos alertas", "en": "Daily alert summary", "es": "Resumen diario de alertas"},
     {"pt-BR": "Correlação de eventos", "en": "Event correlation", "es": "Correlación de eventos"}]',
   '{IaaS,Fluig}', 159900, 1000, 'tasks', '{portal,email,teams}', 4),
  ('sales-sdr',
   '{"pt-BR": "SDR de vendas", "en": "Sales SDR", "es": "SDR de ventas"}',
   '{"pt-BR": "Qualifica contatos que chegam pelo site e agenda reuniões com a equipe comercial.",
     "en": "Qualifies leads coming from the website and books meetings with the sales team.",
     "es": "Califica los contactos que llegan por el sitio y agenda reuniones con el equipo comercial."}',
   '[{"pt-BR": "Qualificação de contatos", "en": "Lead qualification", "es": "Calificación de contactos"},
     {"pt-BR": "Agendamento de reuniões", "en": "Meeting booking", "es": "Agenda de reuniones"}]',
   '{CRM}', 99900, 1500, 'conversations', '{whatsapp,email}', 5),
  ('hr-onboarding',
   '{"pt-BR": "Integração de RH", "en": "HR onboarding", "es": "Incorporación de RR. HH."}',
   '{"pt-BR": "Acompanha o novo colaborador nos primeiros dias: documentos, benefícios e dúvidas.",
     "en": "Guides new hires through their first days: documents, benefits and questions.",
     "es": "Acompaña al nuevo colaborador en sus primeros días: documentos, beneficios y dudas."}',
   '[{"pt-BR": "Lista de documentos pendentes", "en": "Pending documents checklist", "es": "Lista de documentos pendientes"},
     {"pt-BR": "Dúvidas sobre benefícios", "en": "Benefits questions", "es": "Dudas sobre beneficios"}]',
   '{RM}', 59900, 800, 'conversations', '{portal,whatsapp,teams}', 6);

INSERT INTO audit_actions (action) VALUES
  ('ai_agent.hire'), ('ai_agent.update'), ('ai_agent.deactivate'),
  ('project_agent.assign'), ('project_agent.unassign');
