import type { OperationTexts } from '../openapi-text-types';

const KEY_PT =
  'O cabeçalho Idempotency-Key é obrigatório: a mesma chave com a mesma requisição responde o que a primeira respondeu; com outra requisição, 409 idempotency_key_reused.';
const KEY_ES =
  'El encabezado Idempotency-Key es obligatorio: la misma clave con la misma solicitud responde lo que respondió la primera; con otra solicitud, 409 idempotency_key_reused.';
const SHORT_KEY_PT =
  'Idempotency-Key obrigatória: a mesma chave de novo responde a primeira resposta; com outra requisição, 409 idempotency_key_reused.';
const SHORT_KEY_ES =
  'Idempotency-Key obligatoria: la misma clave de nuevo responde la primera respuesta; con otra solicitud, 409 idempotency_key_reused.';
const ENV_PT = '404 environment_not_found para um ambiente que o usuário não pode ver.';
const ENV_ES = '404 environment_not_found para un entorno que el usuario no puede ver.';
const TERMS_ADMIN_PT = '403 forbidden sem service_agreement_list.';
const TERMS_ADMIN_ES = '403 forbidden sin service_agreement_list.';
const EVENTS_PT = `403 forbidden sem commercial_event, proposal_migration ou customer_migration; ${ENV_PT}`;
const EVENTS_ES = `403 forbidden sin commercial_event, proposal_migration ni customer_migration; ${ENV_ES}`;
const PROPOSALS_PT = `403 forbidden sem proposal_migration ou customer_migration; ${ENV_PT}`;
const PROPOSALS_ES = `403 forbidden sin proposal_migration ni customer_migration; ${ENV_ES}`;
const EVENTS_ADMIN_PT = '403 forbidden sem commercial_event_dashboard ou commercial_events_users.';
const EVENTS_ADMIN_ES = '403 forbidden sin commercial_event_dashboard ni commercial_events_users.';
const STORE_PT = `403 forbidden (vars: menu_marketplace_test) a menos que o usuário tenha menu_marketplace_test, o ambiente tenha um contrato ou a cota de TSS contratada pelo seu cliente seja maior que 0 (especificação §6); ${ENV_PT}`;
const STORE_ES = `403 forbidden (vars: menu_marketplace_test) salvo que el usuario tenga menu_marketplace_test, el entorno tenga un contrato o la cuota de TSS contratada por su cliente sea mayor que 0 (especificación §6); ${ENV_ES}`;
const OFFER_INCOMPLETE_PT =
  '400 marketplace_offer_incomplete (vars: o que falta, depois os clientes desconhecidos) para um público escolhido sem clientes conhecidos (error_fields /customers) ou uma oferta publicada sem planos (/plans).';
const OFFER_INCOMPLETE_ES =
  '400 marketplace_offer_incomplete (vars: lo que falta, luego los clientes desconocidos) para un público elegido sin clientes conocidos (error_fields /customers) o una oferta publicada sin planes (/plans).';
const OFFER_ADMIN_PT = `${KEY_PT} Auditado com a oferta antes e depois. 403 forbidden sem marketplace_adm_offers.`;
const OFFER_ADMIN_ES = `${KEY_ES} Auditado con la oferta antes y después. 403 forbidden sin marketplace_adm_offers.`;
const AGENTS_PT = `403 forbidden sem o sinalizador enable_marketplace; ${ENV_PT}`;
const AGENTS_ES = `403 forbidden sin el indicador enable_marketplace; ${ENV_ES}`;
const ASSIGNMENT_PT =
  'Exige sales_tree. Auditado (antes e depois) quando muda algo; enviado de novo, não muda nada. 404 project_agent_not_found, sales_customer_not_found.';
const ASSIGNMENT_ES =
  'Requiere sales_tree. Auditado (antes y después) cuando cambia algo; enviado de nuevo, no cambia nada. 404 project_agent_not_found, sales_customer_not_found.';

const STATEMENT_FILE_PT =
  'Feito a partir do extrato congelado, em português (o idioma do documento fiscal). Auditado (statement.download).';
const STATEMENT_FILE_ES =
  'Generado a partir del extracto congelado, en portugués (el idioma del documento fiscal). Auditado (statement.download).';

/**
 * What the provider sells and agrees with its customers: terms of use, commercial events and proposals, the
 * marketplace (and its offers admin), TSS quota and registration, contracts admin, AI agents, the sales tree, and
 * the store's side of it all (consumption, statements, purchases).
 */
export const commerceOperationTexts: OperationTexts = {
  'GET /api/v1/usage-terms/current': {
    'pt-BR': {
      summary: 'A versão vigente dos termos para o usuário, e se ele a aceitou',
      description:
        'A última versão publicada que vale para o usuário (todos os clientes, ou um dos seus); `accepted_at` nulo: o portal pede ao usuário que a aceite antes de qualquer outra coisa.',
    },
    es: {
      summary: 'La versión vigente de los términos para el usuario, y si la aceptó',
      description:
        'La última versión publicada que se aplica al usuario (todos los clientes, o uno de los suyos); `accepted_at` nulo: el portal le pide al usuario que la acepte antes que nada.',
    },
  },
  'POST /api/v1/usage-terms/{versionId}/accept': {
    'pt-BR': {
      summary: 'Aceitar a versão vigente dos termos',
      description: `201 com a situação atual depois de aceita (quem, quando, IP e agente de usuário registrados; auditado como usage_term.accept); 200 quando já aceita antes. 404 usage_term_not_found para uma versão que não é a pedida ao usuário. ${KEY_PT}`,
    },
    es: {
      summary: 'Aceptar la versión vigente de los términos',
      description: `201 con el estado actual una vez aceptada (quién, cuándo, IP y agente de usuario registrados; auditado como usage_term.accept); 200 cuando ya se aceptó antes. 404 usage_term_not_found para una versión que no es la que se le pide al usuario. ${KEY_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/usage-terms': {
    'pt-BR': {
      summary:
        'Os termos que valem para o cliente de um ambiente, e quem aceitou qual (exige show_acceptance_term)',
      description: `Os aceites do próprio usuário; um administrador (iam) ou a equipe veem os de todos os usuários do ambiente. 403 forbidden sem show_acceptance_term; ${ENV_PT}`,
    },
    es: {
      summary:
        'Los términos que se aplican al cliente de un entorno, y quién aceptó cuál (requiere show_acceptance_term)',
      description: `Las aceptaciones del propio usuario; un administrador (iam) o el equipo ven las de todos los usuarios del entorno. 403 forbidden sin show_acceptance_term; ${ENV_ES}`,
    },
  },
  'GET /api/v1/admin/usage-terms': {
    'pt-BR': {
      summary: 'Todas as versões dos termos, rascunhos primeiro (exige service_agreement_list)',
      description: `Com quantos usuários aceitaram cada uma. ${TERMS_ADMIN_PT}`,
    },
    es: {
      summary: 'Todas las versiones de los términos, borradores primero (requiere service_agreement_list)',
      description: `Con cuántos usuarios aceptaron cada una. ${TERMS_ADMIN_ES}`,
    },
  },
  'POST /api/v1/admin/usage-terms': {
    'pt-BR': {
      summary: 'Redigir um rascunho dos termos (exige service_agreement_list)',
      description: `201 com o rascunho (sem número de versão até ser publicado); 200 para uma nova tentativa. ${KEY_PT} ${TERMS_ADMIN_PT}`,
    },
    es: {
      summary: 'Redactar un borrador de los términos (requiere service_agreement_list)',
      description: `201 con el borrador (sin número de versión hasta publicarse); 200 para un reintento. ${KEY_ES} ${TERMS_ADMIN_ES}`,
    },
  },
  'PUT /api/v1/admin/usage-terms/{versionId}': {
    'pt-BR': {
      summary: 'Alterar um rascunho dos termos (exige service_agreement_list)',
      description: `404 usage_term_not_found; 409 usage_term_published para uma versão publicada. ${KEY_PT} ${TERMS_ADMIN_PT}`,
    },
    es: {
      summary: 'Cambiar un borrador de los términos (requiere service_agreement_list)',
      description: `404 usage_term_not_found; 409 usage_term_published para una versión publicada. ${KEY_ES} ${TERMS_ADMIN_ES}`,
    },
  },
  'POST /api/v1/admin/usage-terms/{versionId}/publish': {
    'pt-BR': {
      summary: 'Publicar um rascunho como a próxima versão (exige service_agreement_list)',
      description: `Ela passa a ser a versão vigente para os clientes a que se aplica: cada um dos seus usuários precisa aceitá-la. 404 usage_term_not_found; 409 usage_term_published. ${KEY_PT} ${TERMS_ADMIN_PT}`,
    },
    es: {
      summary: 'Publicar un borrador como la siguiente versión (requiere service_agreement_list)',
      description: `Pasa a ser la versión vigente para los clientes a los que se aplica: cada uno de sus usuarios debe aceptarla. 404 usage_term_not_found; 409 usage_term_published. ${KEY_ES} ${TERMS_ADMIN_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/commercial-events': {
    'pt-BR': {
      summary:
        'Os eventos comerciais, com a participação do ambiente em cada um (exige commercial_event, proposal_migration ou customer_migration)',
      description: `Os mais recentes primeiro; \`join_request\` é a última solicitação do ambiente para participar. ${EVENTS_PT}`,
    },
    es: {
      summary:
        'Los eventos comerciales, con la participación del entorno en cada uno (requiere commercial_event, proposal_migration o customer_migration)',
      description: `Los más recientes primero; \`join_request\` es la última solicitud del entorno para participar. ${EVENTS_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/commercial-events/{eventId}': {
    'pt-BR': {
      summary: 'Um evento comercial (exige commercial_event, proposal_migration ou customer_migration)',
      description: `404 commercial_event_not_found. ${EVENTS_PT}`,
    },
    es: {
      summary: 'Un evento comercial (requiere commercial_event, proposal_migration o customer_migration)',
      description: `404 commercial_event_not_found. ${EVENTS_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/commercial-events/{eventId}/join': {
    'pt-BR': {
      summary: 'Pedir para participar de um evento comercial (exige commercial_event)',
      description: `201 com o evento e a solicitação pendente (auditado como commercial_event.join_request); 200 quando já há uma solicitação pendente ou aprovada. 404 commercial_event_not_found; 409 commercial_event_closed fora das datas do evento. ${KEY_PT} 403 forbidden sem commercial_event; ${ENV_PT}`,
    },
    es: {
      summary: 'Pedir participar en un evento comercial (requiere commercial_event)',
      description: `201 con el evento y su solicitud pendiente (auditado como commercial_event.join_request); 200 cuando ya hay una solicitud pendiente o aprobada. 404 commercial_event_not_found; 409 commercial_event_closed fuera de sus fechas. ${KEY_ES} 403 forbidden sin commercial_event; ${ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/commercial-proposals': {
    'pt-BR': {
      summary: 'As propostas comerciais do ambiente (exige proposal_migration ou customer_migration)',
      description: `Cada uma com o evento em que está e a sua última solicitação de migração. ${PROPOSALS_PT}`,
    },
    es: {
      summary: 'Las propuestas comerciales del entorno (requiere proposal_migration o customer_migration)',
      description: `Cada una con el evento en el que está y su última solicitud de migración. ${PROPOSALS_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/commercial-proposals/{proposalId}/migration': {
    'pt-BR': {
      summary:
        'Pedir para migrar uma proposta para um evento comercial (exige proposal_migration ou customer_migration)',
      description: `201 com a proposta e a solicitação pendente, nas condições do evento (o desconto dele aplicado, em centavos arredondados para baixo; auditado como commercial_event.migration_request); 200 para a mesma migração pedida de novo. 404 commercial_proposal_not_found, commercial_event_not_found; 409 commercial_migration_open (outra migração pendente ou concluída), commercial_event_closed. ${KEY_PT} ${PROPOSALS_PT}`,
    },
    es: {
      summary:
        'Pedir migrar una propuesta a un evento comercial (requiere proposal_migration o customer_migration)',
      description: `201 con la propuesta y su solicitud pendiente, en las condiciones del evento (su descuento aplicado, en centavos redondeados hacia abajo; auditado como commercial_event.migration_request); 200 para la misma migración pedida de nuevo. 404 commercial_proposal_not_found, commercial_event_not_found; 409 commercial_migration_open (otra migración pendiente o hecha), commercial_event_closed. ${KEY_ES} ${PROPOSALS_ES}`,
    },
  },
  'GET /api/v1/admin/commercial-event-requests': {
    'pt-BR': {
      summary:
        'As solicitações dos clientes para participar de eventos e migrar propostas (exige commercial_event_dashboard ou commercial_events_users)',
      description: `Pendentes primeiro, depois as mais recentes primeiro. ${EVENTS_ADMIN_PT}`,
    },
    es: {
      summary:
        'Las solicitudes de los clientes para participar en eventos y migrar propuestas (requiere commercial_event_dashboard o commercial_events_users)',
      description: `Las pendientes primero, luego las más recientes primero. ${EVENTS_ADMIN_ES}`,
    },
  },
  'POST /api/v1/admin/commercial-event-requests/{requestId}/decision': {
    'pt-BR': {
      summary:
        'Aprovar ou recusar uma solicitação (exige commercial_event_dashboard ou commercial_events_users)',
      description: `Uma migração aprovada leva a proposta para o evento com o valor revisado. Uma recusa exige um motivo (400 commercial_reason_required, error_fields /reason). Auditado como commercial_event.decide. 404 commercial_request_not_found; 409 commercial_request_decided. ${KEY_PT} ${EVENTS_ADMIN_PT}`,
    },
    es: {
      summary:
        'Aprobar o rechazar una solicitud (requiere commercial_event_dashboard o commercial_events_users)',
      description: `Una migración aprobada lleva la propuesta al evento con el valor revisado. Un rechazo requiere un motivo (400 commercial_reason_required, error_fields /reason). Auditado como commercial_event.decide. 404 commercial_request_not_found; 409 commercial_request_decided. ${KEY_ES} ${EVENTS_ADMIN_ES}`,
    },
  },
  'GET /api/v1/marketplace/catalogue': {
    'pt-BR': {
      summary: 'O catálogo público do marketplace (sem autenticação)',
      description:
        'As ofertas publicadas mostradas a todos os clientes, com seus planos e preços de tabela (centavos inteiros como texto decimal). As ofertas mostradas só a clientes escolhidos não aparecem aqui.',
    },
    es: {
      summary: 'El catálogo público del marketplace (sin autenticación)',
      description:
        'Las ofertas publicadas que se muestran a todos los clientes, con sus planes y precios de lista (centavos enteros como cadena decimal). Las ofertas que se muestran solo a clientes elegidos no están aquí.',
    },
  },
  'GET /api/v1/environments/{cloudId}/marketplace/offers': {
    'pt-BR': {
      summary: 'As ofertas à venda para um ambiente',
      description: `Ofertas publicadas mostradas a todos os clientes ou ao cliente deste ambiente, com seus planos e preços, e a última compra de cada uma pelo ambiente. ${STORE_PT}`,
    },
    es: {
      summary: 'Las ofertas a la venta para un entorno',
      description: `Ofertas publicadas que se muestran a todos los clientes o al cliente de este entorno, con sus planes y precios, y la última compra de cada una por el entorno. ${STORE_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/marketplace/orders': {
    'pt-BR': {
      summary: 'Comprar um plano para o ambiente, provisionado como uma operação',
      description: `202 com a operação marketplace.provision e a compra que ela provisiona (pendente, com o preço copiado, cancelável por 7 dias). 404 marketplace_plan_unavailable quando o plano não está à venda aqui (error_fields /plan_id). O cabeçalho Idempotency-Key é obrigatório: a mesma chave com o mesmo corpo responde a mesma operação e a mesma compra (uma só compra); com outro corpo, 409 idempotency_key_reused. ${STORE_PT}`,
    },
    es: {
      summary: 'Comprar un plan para el entorno, aprovisionado como una operación',
      description: `202 con la operación marketplace.provision y la compra que aprovisiona (pendiente, con el precio copiado, cancelable durante 7 días). 404 marketplace_plan_unavailable cuando el plan no está a la venta aquí (error_fields /plan_id). El encabezado Idempotency-Key es obligatorio: la misma clave con el mismo cuerpo responde la misma operación y la misma compra (una sola compra); con otro cuerpo, 409 idempotency_key_reused. ${STORE_ES}`,
    },
  },
  'GET /api/v1/admin/marketplace/offers': {
    'pt-BR': {
      summary: 'Todas as ofertas do marketplace, para a equipe (exige marketplace_adm_offers)',
      description:
        'Rascunhos, publicadas e retiradas, com seus planos, público e compras; e todos os clientes. 403 forbidden sem marketplace_adm_offers.',
    },
    es: {
      summary: 'Todas las ofertas del marketplace, para el equipo (requiere marketplace_adm_offers)',
      description:
        'Borradores, publicadas y retiradas, con sus planes, público y compras; y todos los clientes. 403 forbidden sin marketplace_adm_offers.',
    },
  },
  'POST /api/v1/admin/marketplace/offers': {
    'pt-BR': {
      summary: 'Criar uma oferta do marketplace, como rascunho (exige marketplace_adm_offers)',
      description: `201 com a oferta; 200 para uma nova tentativa. ${OFFER_INCOMPLETE_PT} ${OFFER_ADMIN_PT}`,
    },
    es: {
      summary: 'Crear una oferta del marketplace, como borrador (requiere marketplace_adm_offers)',
      description: `201 con la oferta; 200 para un reintento. ${OFFER_INCOMPLETE_ES} ${OFFER_ADMIN_ES}`,
    },
  },
  'PUT /api/v1/admin/marketplace/offers/{offerId}': {
    'pt-BR': {
      summary: 'Alterar uma oferta do marketplace (exige marketplace_adm_offers)',
      description: `A oferta enviada por inteiro: planos mantidos pelo id (um novo preço vale só para novas compras; as compras passadas mantêm o preço que copiaram), os novos acrescentados, os deixados de fora desativados. 404 marketplace_offer_not_found. ${OFFER_INCOMPLETE_PT} ${OFFER_ADMIN_PT}`,
    },
    es: {
      summary: 'Cambiar una oferta del marketplace (requiere marketplace_adm_offers)',
      description: `La oferta enviada entera: planes conservados por id (un precio nuevo se aplica solo a compras nuevas; las compras pasadas conservan el precio que copiaron), los nuevos añadidos, los omitidos retirados. 404 marketplace_offer_not_found. ${OFFER_INCOMPLETE_ES} ${OFFER_ADMIN_ES}`,
    },
  },
  'POST /api/v1/admin/marketplace/offers/{offerId}/publish': {
    'pt-BR': {
      summary: 'Publicar uma oferta do marketplace (exige marketplace_adm_offers)',
      description: `À venda para o seu público a partir de agora (400 marketplace_offer_incomplete sem um plano). 409 marketplace_offer_state_unchanged; 404 marketplace_offer_not_found. ${OFFER_ADMIN_PT}`,
    },
    es: {
      summary: 'Publicar una oferta del marketplace (requiere marketplace_adm_offers)',
      description: `A la venta para su público desde ahora (400 marketplace_offer_incomplete sin un plan). 409 marketplace_offer_state_unchanged; 404 marketplace_offer_not_found. ${OFFER_ADMIN_ES}`,
    },
  },
  'POST /api/v1/admin/marketplace/offers/{offerId}/withdraw': {
    'pt-BR': {
      summary: 'Retirar uma oferta do marketplace (exige marketplace_adm_offers)',
      description: `Deixa de ser vendida; fica guardada, com seus planos, para as compras feitas. 409 marketplace_offer_state_unchanged; 404 marketplace_offer_not_found. ${OFFER_ADMIN_PT}`,
    },
    es: {
      summary: 'Retirar una oferta del marketplace (requiere marketplace_adm_offers)',
      description: `Deja de venderse; se conserva, con sus planes, para las compras hechas. 409 marketplace_offer_state_unchanged; 404 marketplace_offer_not_found. ${OFFER_ADMIN_ES}`,
    },
  },
  'POST /api/v1/tss/{tCode}/quota-requests': {
    'pt-BR': {
      summary: 'Pedir mais cota de TSS para uma empresa do código de cliente',
      description: `Exige tss e um t_code que o usuário pode ver (404 caso contrário). Registrado como uma compra (origem tss, mensal, com o preço do pacote copiado); a equipe aumenta a cota ao confirmá-la. 400 tss_company_not_found (error_fields /company_id). 201; 200 para uma nova tentativa. ${SHORT_KEY_PT} Auditado.`,
    },
    es: {
      summary: 'Pedir más cuota de TSS para una empresa del código de cliente',
      description: `Requiere tss y un t_code que el usuario pueda ver (404 en caso contrario). Se registra como una compra (origen tss, mensual, con el precio del paquete copiado); el equipo aumenta la cuota al confirmarla. 400 tss_company_not_found (error_fields /company_id). 201; 200 para un reintento. ${SHORT_KEY_ES} Auditado.`,
    },
  },
  'GET /api/v1/admin/tss/companies': {
    'pt-BR': { summary: 'Todas as empresas cadastradas no TSS, com sua cota (exige tss_admin)' },
    es: { summary: 'Todas las empresas registradas en TSS, con su cuota (requiere tss_admin)' },
  },
  'POST /api/v1/admin/tss/companies': {
    'pt-BR': {
      summary: 'Cadastrar uma empresa de um cliente no TSS (exige tss_admin)',
      description: `400 tss_customer_unknown (error_fields /t_code); 409 tss_company_taken quando o CNPJ já está cadastrado naquele ambiente (error_fields /cnpj). 201; 200 para uma nova tentativa. ${SHORT_KEY_PT} Auditado.`,
    },
    es: {
      summary: 'Registrar una empresa de un cliente en TSS (requiere tss_admin)',
      description: `400 tss_customer_unknown (error_fields /t_code); 409 tss_company_taken cuando el CNPJ ya está registrado en ese entorno (error_fields /cnpj). 201; 200 para un reintento. ${SHORT_KEY_ES} Auditado.`,
    },
  },
  'PUT /api/v1/admin/tss/companies/{companyId}/quota': {
    'pt-BR': {
      summary: 'Definir a cota de TSS contratada por uma empresa (exige tss_admin)',
      description: `404 tss_company_not_found. ${SHORT_KEY_PT} Auditado.`,
    },
    es: {
      summary: 'Fijar la cuota de TSS contratada por una empresa (requiere tss_admin)',
      description: `404 tss_company_not_found. ${SHORT_KEY_ES} Auditado.`,
    },
  },
  'GET /api/v1/admin/contracts': {
    'pt-BR': { summary: 'Os contratos de todos os clientes, de produto e de IaaS (exige adm_show_contract)' },
    es: {
      summary: 'Los contratos de todos los clientes, de producto y de IaaS (requiere adm_show_contract)',
    },
  },
  'POST /api/v1/admin/contracts/{contractKind}/{contractNumber}/status': {
    'pt-BR': {
      summary: 'Suspender, reativar ou encerrar um contrato (exige adm_show_contract)',
      description: `Um contrato ativo pode ser suspenso ou encerrado; um suspenso, reativado ou encerrado; qualquer outra mudança, 409 contract_status_refused. 404 contract_not_found. ${SHORT_KEY_PT} Auditado (contract.status).`,
    },
    es: {
      summary: 'Suspender, reactivar o finalizar un contrato (requiere adm_show_contract)',
      description: `Un contrato activo puede suspenderse o finalizarse; uno suspendido, reactivarse o finalizarse; cualquier otro cambio, 409 contract_status_refused. 404 contract_not_found. ${SHORT_KEY_ES} Auditado (contract.status).`,
    },
  },
  'GET /api/v1/ai-agents': {
    'pt-BR': {
      summary: 'Os agentes de IA oferecidos (exige enable_marketplace)',
      description: 'Cada um com o que faz, seus produtos, canais, preço mensal e franquia.',
    },
    es: {
      summary: 'Los agentes de IA ofrecidos (requiere enable_marketplace)',
      description: 'Cada uno con lo que hace, sus productos, canales, precio mensual y franquicia.',
    },
  },
  'GET /api/v1/environments/{cloudId}/ai-agents': {
    'pt-BR': {
      summary: 'Os agentes de IA contratados por um ambiente, com o uso neste mês e as configurações',
      description: `Também os desativados (histórico), depois dos ativos. ${AGENTS_PT}`,
    },
    es: {
      summary: 'Los agentes de IA contratados por un entorno, con su uso este mes y su configuración',
      description: `También los desactivados (historial), después de los activos. ${AGENTS_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/ai-agents': {
    'pt-BR': {
      summary: 'Contratar um agente de IA para o ambiente',
      description: `201 com a contratação: uma compra mensal (origem ai_agent) pelo preço do catálogo, ativa na hora, auditada como ai_agent.hire; 200 para uma nova tentativa. 404 ai_agent_not_found; 409 ai_agent_already_hired enquanto ele estiver ativo no ambiente. ${KEY_PT} ${AGENTS_PT}`,
    },
    es: {
      summary: 'Contratar un agente de IA para el entorno',
      description: `201 con la contratación: una compra mensual (origen ai_agent) al precio del catálogo, activa de inmediato, auditada como ai_agent.hire; 200 para un reintento. 404 ai_agent_not_found; 409 ai_agent_already_hired mientras esté activo en el entorno. ${KEY_ES} ${AGENTS_ES}`,
    },
  },
  'PUT /api/v1/environments/{cloudId}/ai-agents/{hireId}/settings': {
    'pt-BR': {
      summary: 'Alterar as configurações de um agente contratado',
      description: `As configurações inteiras (um PUT: enviá-las de novo não muda nada), auditado como ai_agent.update com antes e depois. 400 ai_agent_channel_unsupported (error_fields /channel); 404 ai_agent_hire_not_found; 409 ai_agent_hire_inactive depois de desativado. ${AGENTS_PT}`,
    },
    es: {
      summary: 'Cambiar la configuración de un agente contratado',
      description: `La configuración entera (un PUT: enviarla de nuevo no cambia nada), auditado como ai_agent.update con antes y después. 400 ai_agent_channel_unsupported (error_fields /channel); 404 ai_agent_hire_not_found; 409 ai_agent_hire_inactive una vez desactivado. ${AGENTS_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/ai-agents/{hireId}/deactivate': {
    'pt-BR': {
      summary: 'Desativar um agente contratado',
      description: `A compra dele é cancelada (deixa de ser cobrada); a contratação fica, desativada, como histórico. Auditado como ai_agent.deactivate. 404 ai_agent_hire_not_found; 409 ai_agent_hire_inactive. ${KEY_PT} ${AGENTS_PT}`,
    },
    es: {
      summary: 'Desactivar un agente contratado',
      description: `Su compra se cancela (deja de facturarse); la contratación queda, desactivada, como historial. Auditado como ai_agent.deactivate. 404 ai_agent_hire_not_found; 409 ai_agent_hire_inactive. ${KEY_ES} ${AGENTS_ES}`,
    },
  },
  'GET /api/v1/sales/history': {
    'pt-BR': {
      summary: 'Todas as compras de todos os clientes (exige sales_tree)',
      description:
        'As mais recentes primeiro, no máximo 1000, filtradas por cliente (t_code), origem e período (pedidas entre from e to, dias em UTC); com a quantidade e o total em centavos inteiros de todas as que correspondem.',
    },
    es: {
      summary: 'Todas las compras de todos los clientes (requiere sales_tree)',
      description:
        'Las más recientes primero, como máximo 1000, filtradas por cliente (t_code), origen y período (pedidas entre from y to, días en UTC); con la cantidad y el total en centavos enteros de todas las que coinciden.',
    },
  },
  'GET /api/v1/sales/project-agents': {
    'pt-BR': { summary: 'Os agentes de projeto e de vendas do provedor e seus clientes (exige sales_tree)' },
    es: { summary: 'Los agentes de proyecto y de ventas del proveedor y sus clientes (requiere sales_tree)' },
  },
  'PUT /api/v1/sales/project-agents/{agentId}/customers/{tCode}': {
    'pt-BR': {
      summary: 'Atribuir um cliente a um agente de projeto',
      description: `Auditado como project_agent.assign. ${ASSIGNMENT_PT}`,
    },
    es: {
      summary: 'Asignar un cliente a un agente de proyecto',
      description: `Auditado como project_agent.assign. ${ASSIGNMENT_ES}`,
    },
  },
  'DELETE /api/v1/sales/project-agents/{agentId}/customers/{tCode}': {
    'pt-BR': {
      summary: 'Remover um cliente de um agente de projeto',
      description: `Auditado como project_agent.unassign. ${ASSIGNMENT_PT}`,
    },
    es: {
      summary: 'Quitar un cliente de un agente de proyecto',
      description: `Auditado como project_agent.unassign. ${ASSIGNMENT_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/store/consumption': {
    'pt-BR': {
      summary: 'O consumo do ambiente, mês a mês por serviço e produto, e a previsão deste mês',
      description:
        'Os últimos 12 meses, da tabela mensal do lado de análise de dados; o último é este mês até ontem. A previsão projeta a média dos dias inteiros já passados para o mês inteiro.',
    },
    es: {
      summary: 'El consumo del entorno, mes a mes por servicio y producto, y la previsión de este mes',
      description:
        'Los últimos 12 meses, de la tabla mensual del lado de análisis de datos; el último es este mes hasta ayer. La previsión proyecta el promedio de los días enteros ya transcurridos al mes entero.',
    },
  },
  'GET /api/v1/environments/{cloudId}/store/statements': {
    'pt-BR': {
      summary: 'Os extratos do ambiente, um por mês fechado, os mais recentes primeiro',
      description:
        'O extrato de um mês fechado é emitido (congelado: suas linhas e preços guardados) na primeira leitura depois que o mês fecha; mudanças de preço posteriores nunca o alteram. Até 24 meses para trás.',
    },
    es: {
      summary: 'Los extractos del entorno, uno por mes cerrado, los más recientes primero',
      description:
        'El extracto de un mes cerrado se emite (congelado: sus líneas y precios guardados) en la primera lectura después del cierre del mes; los cambios de precio posteriores nunca lo alteran. Hasta 24 meses atrás.',
    },
  },
  'GET /api/v1/environments/{cloudId}/store/statements/{period}': {
    'pt-BR': {
      summary: 'Um extrato com suas linhas: consumo, compras, impostos, total',
      description: '404 store_statement_not_found para um mês não fechado ou anterior ao histórico.',
    },
    es: {
      summary: 'Un extracto con sus líneas: consumo, compras, impuestos, total',
      description: '404 store_statement_not_found para un mes no cerrado o anterior al historial.',
    },
  },
  'GET /api/v1/environments/{cloudId}/store/statements/{period}/pdf': {
    'pt-BR': {
      summary: 'Um extrato em PDF, como anexo',
      description: STATEMENT_FILE_PT,
    },
    es: {
      summary: 'Un extracto en PDF, como adjunto',
      description: STATEMENT_FILE_ES,
    },
  },
  'GET /api/v1/environments/{cloudId}/store/statements/{period}/csv': {
    'pt-BR': {
      summary: 'Um extrato em CSV, como anexo',
      description: STATEMENT_FILE_PT,
    },
    es: {
      summary: 'Un extracto en CSV, como adjunto',
      description: STATEMENT_FILE_ES,
    },
  },
  'GET /api/v1/environments/{cloudId}/purchases': {
    'pt-BR': {
      summary: 'As compras do ambiente, de qualquer vendedor, as mais recentes primeiro',
      description: 'Cada uma diz se pode ser cancelada agora (o seu cancellable_until ainda não passou).',
    },
    es: {
      summary: 'Las compras del entorno, de cualquier vendedor, las más recientes primero',
      description: 'Cada una indica si se puede cancelar ahora (su cancellable_until aún no pasó).',
    },
  },
  'POST /api/v1/purchases/{purchaseId}/cancel': {
    'pt-BR': {
      summary: 'Cancelar uma compra enquanto corre o prazo de cancelamento',
      description:
        'A situação passa a cancelada e a compra nunca é cobrada. 409 purchase_not_cancellable depois que cancellable_until passou (ou se ela está cancelada ou falhou); 404 purchase_not_found para uma compra de um ambiente que o usuário não pode ver. Idempotency-Key obrigatória; auditado (purchase.cancel).',
    },
    es: {
      summary: 'Cancelar una compra mientras corre su plazo de cancelación',
      description:
        'Su estado pasa a cancelada y la compra nunca se factura. 409 purchase_not_cancellable una vez pasado cancellable_until (o si está cancelada o fallida); 404 purchase_not_found para una compra de un entorno que el usuario no puede ver. Idempotency-Key obligatoria; auditado (purchase.cancel).',
    },
  },
};
