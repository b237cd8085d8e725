import type { OperationText, OperationTexts } from '../openapi-text-types';

const CCODE_PT = 'Com ccode (o t_code de um ambiente que o usuário pode ver): a preferência daquele cliente.';
const CCODE_ES =
  'Con ccode (el t_code de un entorno que el usuario puede ver): la preferencia de ese cliente.';
const NO_ENV_PT =
  'Um ambiente desconhecido e um que o usuário não pode ver respondem, ambos, 404 environment_not_found.';
const NO_ENV_ES =
  'Un entorno desconocido y uno que el usuario no puede ver responden ambos 404 environment_not_found.';
const TICKETS_PT = '(exige zendesk_ticket_central_show_menu ou o sinalizador show_zendesk_ticket_central)';
const TICKETS_ES = '(requiere zendesk_ticket_central_show_menu o el indicador show_zendesk_ticket_central)';

/** A preference namespace's read and replace (the same words for each). */
function preference(namespace: string): OperationTexts {
  const read = (pt: string, es: string): Record<'pt-BR' | 'es', OperationText> => ({
    'pt-BR': { summary: pt, description: CCODE_PT },
    es: { summary: es, description: CCODE_ES },
  });
  return {
    [`GET /api/v1/preferences/${namespace}`]: read(
      `A preferência ${namespace} do usuário`,
      `La preferencia ${namespace} del usuario`,
    ),
    [`PUT /api/v1/preferences/${namespace}`]: read(
      `Substituir a preferência ${namespace} do usuário`,
      `Reemplazar la preferencia ${namespace} del usuario`,
    ),
  };
}

/** Streams, environments, favorites, search, messages, notes, preferences, pipelines and support. */
export const portalOperationTexts: OperationTexts = {
  'GET /api/v1/streams/{channel}': {
    'pt-BR': {
      summary:
        'Eventos enviados pelo servidor do stream_channel de um usuário ou de `<cloudId>-generic-message`',
      description:
        'Autorizado por `user` e `hash` na consulta (de stream_hash em /me, ou do tíquete do canal), já que o EventSource não envia cabeçalhos; o hash abre canais enquanto durar o acesso para o qual foi dado. Eventos: `monitor`, `alert`, `generic-message`, cada um com um id. Reconectar com Last-Event-ID (ou `lastEventId`) envia primeiro todos os eventos perdidos desde então; depois, uma linha `id: N` sem dados marca onde começam os eventos ao vivo (o EventSource a guarda como último id de evento). Começa com `retry: 3000`; uma linha de comentário mantém aberto um canal ocioso.',
    },
    es: {
      summary:
        'Eventos enviados por el servidor del stream_channel de un usuario o de `<cloudId>-generic-message`',
      description:
        'Autorizado por `user` y `hash` en la consulta (de stream_hash en /me, o del ticket del canal), ya que EventSource no puede enviar encabezados; el hash abre canales mientras viva el acceso al que se entregó. Eventos: `monitor`, `alert`, `generic-message`, cada uno con un id. Reconectar con Last-Event-ID (o `lastEventId`) envía primero todos los eventos perdidos desde entonces; luego una línea `id: N` sin datos marca dónde empiezan los eventos en vivo (EventSource la guarda como su último id de evento). Empieza con `retry: 3000`; una línea de comentario mantiene abierto un canal inactivo.',
    },
  },
  'GET /api/v1/streams/{channel}/ticket': {
    'pt-BR': {
      summary: 'O hash (e o caminho pronto) que abre um canal que o usuário conectado pode assinar',
      description:
        'O próprio stream_channel, ou `<cloudId>-generic-message` de um ambiente que ele pode ver; 404 caso contrário.',
    },
    es: {
      summary: 'El hash (y la ruta lista) que abre un canal al que el usuario conectado puede suscribirse',
      description:
        'Su propio stream_channel, o `<cloudId>-generic-message` de un entorno que puede ver; 404 en caso contrario.',
    },
  },
  'POST /api/v1/streams/fake-alarm': {
    'pt-BR': {
      summary:
        'Alarme falso (uma chamada de teste): um alerta de monitoramento no próprio canal de quem chama',
    },
    es: {
      summary:
        'Alarma falsa (una llamada de prueba): una alerta de monitoreo en el propio canal de quien llama',
    },
  },
  'GET /api/v1/environments/{cloudId}': {
    'pt-BR': {
      summary: 'O cadastro de cliente de um ambiente',
      description: `Os dados da conta, se o usuário o marcou como favorito, seus provedores e regiões de DR. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'El registro de cliente de un entorno',
      description: `Sus datos de cuenta, si el usuario lo marcó como favorito, sus proveedores y regiones de DR. ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/topologies': {
    'pt-BR': {
      summary: 'As topologias do ambiente',
      description: `As réplicas dr_destination ficam de fora, a não ser que o usuário tenha ligado a opção de DR de todas as topologias neste ambiente (PATCH …/disaster-recovery) e tenha admin_topology_dr; all_topologies diz qual é o caso. ${NO_ENV_PT} Um ambiente cujo registro de topologias está indisponível responde 409 topologies_unavailable.`,
    },
    es: {
      summary: 'Las topologías del entorno',
      description: `Las réplicas dr_destination quedan fuera, salvo que el usuario haya activado la opción de DR de todas las topologías en este entorno (PATCH …/disaster-recovery) y tenga admin_topology_dr; all_topologies indica cuál es el caso. ${NO_ENV_ES} Un entorno cuyo registro de topologías no está disponible responde 409 topologies_unavailable.`,
    },
  },
  'GET /api/v1/environments/{cloudId}/contract': {
    'pt-BR': {
      summary: 'Os contratos do ambiente',
      description: `Exige show_contract (403 caso contrário). ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Los contratos del entorno',
      description: `Requiere show_contract (403 en caso contrario). ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/disaster-recovery': {
    'pt-BR': {
      summary: 'As opções de recuperação de desastre do usuário para o ambiente',
      description: `As duas ficam desligadas até serem definidas. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Las opciones de recuperación ante desastres del usuario para el entorno',
      description: `Ambas están desactivadas hasta que se definen. ${NO_ENV_ES}`,
    },
  },
  'PATCH /api/v1/environments/{cloudId}/disaster-recovery': {
    'pt-BR': {
      summary: 'Ligar ou desligar o teste de recuperação de desastre ou a visão de todas as topologias',
      description: `Informe uma opção ou as duas. test_active exige dr_plan_test e all_topologies exige admin_topology_dr (403 caso contrário, nada muda). Guardado só para este usuário e ambiente. ${NO_ENV_PT}`,
    },
    es: {
      summary:
        'Activar o desactivar la prueba de recuperación ante desastres o la vista de todas las topologías',
      description: `Indique una opción o ambas. test_active requiere dr_plan_test y all_topologies requiere admin_topology_dr (403 en caso contrario, nada cambia). Se guarda solo para este usuario y entorno. ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/tss/{tCode}': {
    'pt-BR': {
      summary: 'Dados de TSS de um código de cliente (t_code)',
      description:
        'Exige tss (403 caso contrário). Um t_code de nenhum ambiente que o usuário pode ver responde 404 environment_not_found; um que não contratou TSS responde quota_hired 0.',
    },
    es: {
      summary: 'Datos de TSS de un código de cliente (t_code)',
      description:
        'Requiere tss (403 en caso contrario). Un t_code de ningún entorno que el usuario pueda ver responde 404 environment_not_found; uno que no contrató TSS responde quota_hired 0.',
    },
  },
  'GET /api/v1/favorites/environments': {
    'pt-BR': { summary: 'Os ambientes favoritos do usuário' },
    es: { summary: 'Los entornos favoritos del usuario' },
  },
  'POST /api/v1/favorites/environments': {
    'pt-BR': {
      summary: 'Marcar um ambiente como favorito',
      description:
        '201 com o novo favorito; 200 quando ele já era favorito. O e-mail deve ser o do próprio usuário (favorite_email_mismatch), o cloud_id o de um ambiente que ele pode ver (favorite_environment_unknown), e t_code e federal_id os daquele ambiente (favorite_environment_mismatch, nomeando o campo): senão, 400 e nada é salvo.',
    },
    es: {
      summary: 'Marcar un entorno como favorito',
      description:
        '201 con el nuevo favorito; 200 si ya lo era. El correo debe ser el del propio usuario (favorite_email_mismatch), el cloud_id el de un entorno que puede ver (favorite_environment_unknown), y t_code y federal_id los de ese entorno (favorite_environment_mismatch, nombrando el campo): si no, 400 y no se guarda nada.',
    },
  },
  'DELETE /api/v1/favorites/environments/{cloudId}': {
    'pt-BR': {
      summary: 'Desmarcar um ambiente favorito',
      description: '404 favorite_not_found quando ele não era favorito deste usuário.',
    },
    es: {
      summary: 'Quitar un entorno de favoritos',
      description: '404 favorite_not_found cuando no era favorito de este usuario.',
    },
  },
  'GET /api/v1/search/topologies': {
    'pt-BR': {
      summary: 'Buscar topologias por texto',
      description:
        'Busca por trecho, sem diferenciar maiúsculas, em topology_id, cloud_id, t_code, instance_name, domain e public_ip, entre as topologias dos ambientes que o usuário pode ver (equipe do provedor com all_resources_by_customer: todas). q deve ter mais de 4 caracteres depois de aparado (400 caso contrário).',
    },
    es: {
      summary: 'Buscar topologías por texto',
      description:
        'Busca por fragmento, sin distinguir mayúsculas, en topology_id, cloud_id, t_code, instance_name, domain y public_ip, entre las topologías de los entornos que el usuario puede ver (equipo del proveedor con all_resources_by_customer: todas). q debe tener más de 4 caracteres tras recortar los espacios (400 en caso contrario).',
    },
  },
  'GET /api/v1/mails': {
    'pt-BR': {
      summary: 'As mensagens do usuário: as não lidas, ou todas com include=read',
      description: 'count é o número de mensagens não lidas; include=read é o “Ver mensagens antigas”.',
    },
    es: {
      summary: 'Los mensajes del usuario: los no leídos, o todos con include=read',
      description: 'count es el número de mensajes no leídos; include=read es el “Ver mensajes antiguos”.',
    },
  },
  'PATCH /api/v1/mails/{id}': {
    'pt-BR': { summary: 'Marcar uma das mensagens do usuário como lida ou não lida' },
    es: { summary: 'Marcar uno de los mensajes del usuario como leído o no leído' },
  },
  'POST /api/v1/mails/read': {
    'pt-BR': { summary: 'Marcar todas as mensagens do usuário como lidas (“Marcar todas como lidas”)' },
    es: { summary: 'Marcar todos los mensajes del usuario como leídos (“Marcar todos como leídos”)' },
  },
  'GET /api/v1/environments/{cloudId}/communications': {
    'pt-BR': { summary: 'Os comunicados de um ambiente (marketplace=1: os do marketplace)' },
    es: { summary: 'Los comunicados de un entorno (marketplace=1: los del marketplace)' },
  },
  'GET /api/v1/alerts': {
    'pt-BR': { summary: 'Os alertas antigos do usuário' },
    es: { summary: 'Las alertas heredadas del usuario' },
  },
  'GET /api/v1/environments/{cloudId}/migration-notices': {
    'pt-BR': {
      summary: 'Os avisos de migração de um ambiente que ainda não terminaram',
      description: 'O portal mostra cada um de 7 dias antes do início até o fim.',
    },
    es: {
      summary: 'Los avisos de migración de un entorno que aún no terminaron',
      description: 'El portal muestra cada uno desde 7 días antes de su inicio hasta su fin.',
    },
  },
  'GET /api/v1/surveys': {
    'pt-BR': { summary: 'As pesquisas abertas destinadas ao usuário' },
    es: { summary: 'Las encuestas abiertas dirigidas al usuario' },
  },
  'GET /api/v1/environments/{cloudId}/notes': {
    'pt-BR': { summary: 'As notas de cliente de um ambiente (exige list_notes)' },
    es: { summary: 'Las notas de cliente de un entorno (requiere list_notes)' },
  },
  'GET /api/v1/environments/{cloudId}/notes/count': {
    'pt-BR': { summary: 'Quantas notas de um ambiente estão marcadas (exige list_notes)' },
    es: { summary: 'Cuántas notas de un entorno están marcadas (requiere list_notes)' },
  },
  ...preference('FavoriteInsights'),
  ...preference('RecentInsights'),
  ...preference('notes'),
  ...preference('phones'),
  ...preference('lists'),
  'GET /api/v1/preferences/{namespace}': {
    'pt-BR': { summary: 'Qualquer outro espaço de nomes: 400 unknown_preference_namespace' },
    es: { summary: 'Cualquier otro espacio de nombres: 400 unknown_preference_namespace' },
  },
  'PUT /api/v1/preferences/{namespace}': {
    'pt-BR': { summary: 'Qualquer outro espaço de nomes: 400 unknown_preference_namespace' },
    es: { summary: 'Cualquier otro espacio de nombres: 400 unknown_preference_namespace' },
  },
  'PUT /api/v1/preferences/FavoriteInsights/items/{dashboardId}': {
    'pt-BR': {
      summary: 'Marcar um painel como favorito (idempotente); responde a nova lista',
      description: `${CCODE_PT} Uma única mudança atômica: marcações e desmarcações simultâneas nunca se desfazem.`,
    },
    es: {
      summary: 'Marcar un panel como favorito (idempotente); responde la nueva lista',
      description: `${CCODE_ES} Un único cambio atómico: marcas y desmarcas simultáneas nunca se deshacen entre sí.`,
    },
  },
  'DELETE /api/v1/preferences/FavoriteInsights/items/{dashboardId}': {
    'pt-BR': {
      summary: 'Desmarcar um painel favorito (idempotente); responde a nova lista',
      description: `${CCODE_PT} Uma única mudança atômica: marcações e desmarcações simultâneas nunca se desfazem.`,
    },
    es: {
      summary: 'Quitar un panel de favoritos (idempotente); responde la nueva lista',
      description: `${CCODE_ES} Un único cambio atómico: marcas y desmarcas simultáneas nunca se deshacen entre sí.`,
    },
  },
  'PUT /api/v1/preferences/RecentInsights/items/{itemId}': {
    'pt-BR': {
      summary: 'Registrar um painel ou item de BI como aberto agora; responde a nova lista',
      description: `${CCODE_PT} Leva o id para o início (incluindo-o se faltar) e guarda os 12 mais recentes, numa única mudança atômica: aberturas simultâneas nunca se desfazem.`,
    },
    es: {
      summary: 'Registrar un panel o elemento de BI como abierto ahora; responde la nueva lista',
      description: `${CCODE_ES} Lleva el id al principio (añadiéndolo si falta) y guarda los 12 más recientes, en un único cambio atómico: aperturas simultáneas nunca se deshacen entre sí.`,
    },
  },
  'GET /api/v1/environments/{cloudId}/pipelines': {
    'pt-BR': { summary: 'As últimas ações de um ambiente (exige list_pipelines)' },
    es: { summary: 'Las últimas acciones de un entorno (requiere list_pipelines)' },
  },
  'GET /api/v1/pipelines': {
    'pt-BR': {
      summary: 'As últimas ações de todos os ambientes que o usuário pode ver (exige list_pipelines_admin)',
    },
    es: {
      summary:
        'Las últimas acciones de todos los entornos que el usuario puede ver (requiere list_pipelines_admin)',
    },
  },
  'POST /api/v1/environments/{cloudId}/assist-token': {
    'pt-BR': {
      summary: 'Gerar um token de atendimento assistido para um ambiente',
      description:
        'O token vale por 30 minutos e só é informado aqui: o servidor guarda um hash. Gerar outro revoga o token anterior do usuário. Auditado.',
    },
    es: {
      summary: 'Generar un token de asistencia de soporte para un entorno',
      description:
        'El token sirve durante 30 minutos y solo se entrega aquí: el servidor guarda un hash. Generar otro revoca el token anterior del usuario. Auditado.',
    },
  },
  'POST /api/v1/support/assist-tokens/verify': {
    'pt-BR': {
      summary: 'Verificar um token de atendimento assistido (equipe de suporte)',
      description:
        'Equipe com verify_assist_token (403 caso contrário). Responde de quem e de qual ambiente é um token válido; 404 assist_token_not_found quando é desconhecido, expirou ou foi substituído. Auditado.',
    },
    es: {
      summary: 'Verificar un token de asistencia (equipo de soporte)',
      description:
        'Equipo con verify_assist_token (403 en caso contrario). Responde de quién y de qué entorno es un token vigente; 404 assist_token_not_found si es desconocido, venció o fue reemplazado. Auditado.',
    },
  },
  'GET /api/v1/environments/{cloudId}/tickets': {
    'pt-BR': {
      summary: `Os chamados de suporte de um ambiente ${TICKETS_PT}`,
      description:
        'status=open (new, open, pending, on_hold) ou closed (solved, closed), ausente para os dois; search no assunto, produto e solicitante (sem diferenciar maiúsculas e acentos) ou pelo número; ordenados por sort/order (padrão updated_at desc, empates pelo número); paginados por limit/offset. counts são os chamados abertos e fechados que atendem à busca; total, os que atendem também ao status.',
    },
    es: {
      summary: `Los tickets de soporte de un entorno ${TICKETS_ES}`,
      description:
        'status=open (new, open, pending, on_hold) o closed (solved, closed), ausente para ambos; search en el asunto, producto y solicitante (sin distinguir mayúsculas ni acentos) o por número; ordenados por sort/order (por defecto updated_at desc, empates por número); paginados por limit/offset. counts son los tickets abiertos y cerrados que coinciden con la búsqueda; total, los que coinciden también con el status.',
    },
  },
  'GET /api/v1/environments/{cloudId}/tickets/{ticketNumber}': {
    'pt-BR': {
      summary: `Um chamado de suporte de um ambiente, com seu histórico ${TICKETS_PT}`,
      description:
        'As mensagens e mudanças de situação, das mais antigas às mais novas. Um número que não é deste ambiente responde 404 ticket_not_found, como um desconhecido.',
    },
    es: {
      summary: `Un ticket de soporte de un entorno, con su historial ${TICKETS_ES}`,
      description:
        'Los mensajes y cambios de estado, del más antiguo al más reciente. Un número que no es de este entorno responde 404 ticket_not_found, como uno desconocido.',
    },
  },
  'POST /api/v1/tickets': {
    'pt-BR': {
      summary: `Abrir um chamado de suporte num ambiente ${TICKETS_PT}`,
      description:
        '201 com o número e o caminho no portal; 200 com o mesmo chamado quando este usuário já enviou a Idempotency-Key com a mesma requisição (uma nova tentativa); 409 idempotency_key_reused com outra requisição. resource_id, quando informado, deve ser um recurso IaaS daquele ambiente (400 ticket_resource_unknown em resource_id). Um ambiente que o usuário não pode ver responde 404 environment_not_found. Auditado (ticket.create).',
    },
    es: {
      summary: `Abrir un ticket de soporte en un entorno ${TICKETS_ES}`,
      description:
        '201 con su número y ruta en el portal; 200 con el mismo ticket cuando este usuario ya envió la Idempotency-Key con la misma solicitud (un reintento); 409 idempotency_key_reused con otra solicitud. resource_id, si se indica, debe ser un recurso IaaS de ese entorno (400 ticket_resource_unknown en resource_id). Un entorno que el usuario no puede ver responde 404 environment_not_found. Auditado (ticket.create).',
    },
  },
  'GET /api/v1/support/channels': {
    'pt-BR': {
      summary: 'Os canais de suporte do provedor: telefones, e-mail e horários',
      description: 'Para a página de contato. audience=prime: para ambientes com suporte PRIME.',
    },
    es: {
      summary: 'Los canales de soporte del proveedor: teléfonos, correo y horarios',
      description: 'Para la página de contacto. audience=prime: para entornos con soporte PRIME.',
    },
  },
};
