import type { SchemaDescriptionTexts } from '../openapi-text-types';

/**
 * The parameters', bodies', answers' and shared schemas' descriptions in pt-BR and es, keyed by their English
 * (the schemas in @nuvem/api-contract and the routes are the source): the same words recur across schemas, so
 * one table, sorted. openapi-texts.test.ts fails on a description of the document this table lacks.
 */
export const schemaDescriptionTexts: SchemaDescriptionTexts = {
  "'Ver mensagens antigas': also the messages already read.": {
    'pt-BR': '“Ver mensagens antigas”: também as mensagens já lidas.',
    es: '“Ver mensagens antigas”: también los mensajes ya leídos.',
  },
  '/me stream_hash, or the ticket hash.': {
    'pt-BR': 'O stream_hash de /me, ou o hash do tíquete.',
    es: 'El stream_hash de /me, o el hash del ticket.',
  },
  '1-based.': { 'pt-BR': 'Começa em 1.', es: 'Empieza en 1.' },
  '1: the marketplace communications; 0 or absent: the others.': {
    'pt-BR': '1: os comunicados do marketplace; 0 ou ausente: os demais.',
    es: '1: los comunicados del marketplace; 0 o ausente: los demás.',
  },
  "256 bits, base64 (44 characters). Stored wrapped by the provider's root key; never answered.": {
    'pt-BR':
      '256 bits, base64 (44 caracteres). Guardado protegido pela chave raiz do provedor; nunca é respondido.',
    es: '256 bits, base64 (44 caracteres). Se guarda protegido por la clave raíz del proveedor; nunca se responde.',
  },
  'A catalogue image (create) or one the environment imported (import).': {
    'pt-BR': 'Uma imagem do catálogo (create) ou uma que o ambiente importou (import).',
    es: 'Una imagen del catálogo (create) o una que importó el entorno (import).',
  },
  "A customer's code (t_code).": {
    'pt-BR': 'O código de um cliente (t_code).',
    es: 'El código de un cliente (t_code).',
  },
  'A dashboard id (not checked against the dashboards: they live elsewhere).': {
    'pt-BR': 'O id de um painel (não conferido com os painéis: eles ficam em outro lugar).',
    es: 'El id de un panel (no se coteja con los paneles: están en otro lugar).',
  },
  'A dashboard or BI item id (not checked against them: they live elsewhere, and an id grants nothing).': {
    'pt-BR':
      'O id de um painel ou item de BI (não conferido com eles: ficam em outro lugar, e um id não concede nada).',
    es: 'El id de un panel o elemento de BI (no se coteja con ellos: están en otro lugar, y un id no concede nada).',
  },
  'A decimal string.': { 'pt-BR': 'Um texto decimal.', es: 'Una cadena decimal.' },
  'A feature of the catalogue.': {
    'pt-BR': 'Uma funcionalidade do catálogo.',
    es: 'Una funcionalidad del catálogo.',
  },
  'A field; a leading - sorts descending.': {
    'pt-BR': 'Um campo; um - na frente ordena de forma decrescente.',
    es: 'Un campo; un - delante ordena de forma descendente.',
  },
  'A flag of the catalogue.': { 'pt-BR': 'Um sinalizador do catálogo.', es: 'Un indicador del catálogo.' },
  'A key the client makes for one refresh and sends again with every retry of it. A refresh token already used is taken for theft, unless it comes again within 120 s of its use with the key that used it and the pair it got has not been used: then that answer was lost, and a new pair is issued in its place (the lost one revoked).':
    {
      'pt-BR':
        'Uma chave que o cliente cria para uma renovação e reenvia a cada nova tentativa dela. Um token de renovação já usado é tomado como roubo, a menos que volte em até 120 s do seu uso com a chave que o usou e o par obtido não tenha sido usado: então aquela resposta se perdeu, e um novo par é emitido no lugar dela (o perdido é revogado).',
      es: 'Una clave que el cliente crea para una renovación y reenvía en cada reintento. Un token de renovación ya usado se toma como robo, salvo que vuelva dentro de los 120 s de su uso con la clave que lo usó y el par obtenido no se haya usado: entonces esa respuesta se perdió, y se emite un nuevo par en su lugar (el perdido queda revocado).',
    },
  'A license a machine pays a month per vCPU on top of its size; 0 when free.': {
    'pt-BR': 'Uma licença que a máquina paga por mês por vCPU além do tamanho; 0 quando gratuita.',
    es: 'Una licencia que la máquina paga al mes por vCPU además de su tamaño; 0 cuando es gratuita.',
  },
  'A month at the region’s prices of today: size, boot disk and volumes (standard disk), public addresses and the image’s license per vCPU; null when its size or region is not in the price list.':
    {
      'pt-BR':
        'Um mês aos preços de hoje da região: tamanho, disco de inicialização e volumes (disco padrão), endereços públicos e a licença da imagem por vCPU; null quando o tamanho ou a região não estão na tabela de preços.',
      es: 'Un mes con los precios de hoy de la región: tamaño, disco de arranque y volúmenes (disco estándar), direcciones públicas y la licencia de la imagen por vCPU; null cuando su tamaño o región no están en la lista de precios.',
    },
  'A network of the environment, in the default region when one is set.': {
    'pt-BR': 'Uma rede do ambiente, na região padrão quando houver uma.',
    es: 'Una red del entorno, en la región por defecto cuando hay una.',
  },
  'A network of the environment.': { 'pt-BR': 'Uma rede do ambiente.', es: 'Una red del entorno.' },
  "A path on the portal to land on after signing in, such as '/dashboard'. Default '/'.": {
    'pt-BR': "Um caminho do portal onde chegar depois de entrar, como '/dashboard'. Padrão '/'.",
    es: "Una ruta del portal a la que llegar tras iniciar sesión, como '/dashboard'. Por defecto '/'.",
  },
  "A product contract's product; an IaaS contract's plan.": {
    'pt-BR': 'O produto de um contrato de produto; o plano de um contrato de IaaS.',
    es: 'El producto de un contrato de producto; el plan de un contrato de IaaS.',
  },
  'A public IP attached to the machine.': {
    'pt-BR': 'Um IP público anexado à máquina.',
    es: 'Una IP pública adjunta a la máquina.',
  },
  'A region holding disaster-recovery replicas of this environment.': {
    'pt-BR': 'Uma região com réplicas de recuperação de desastre deste ambiente.',
    es: 'Una región con réplicas de recuperación ante desastres de este entorno.',
  },
  'A retried save, change or delete with the same key answers what the first answered; with another request, 409 idempotency_key_reused.':
    {
      'pt-BR':
        'Um salvamento, alteração ou exclusão repetido com a mesma chave responde o que o primeiro respondeu; com outra requisição, 409 idempotency_key_reused.',
      es: 'Un guardado, cambio o eliminación repetido con la misma clave responde lo que respondió el primero; con otra solicitud, 409 idempotency_key_reused.',
    },
  'A row of audit_actions, e.g. vm.start.': {
    'pt-BR': 'Uma linha de audit_actions, p. ex. vm.start.',
    es: 'Una fila de audit_actions, p. ej. vm.start.',
  },
  'A signed link to the file, on this API; it works until expires_at.': {
    'pt-BR': 'Um link assinado para o arquivo, nesta API; funciona até expires_at.',
    es: 'Un enlace firmado al archivo, en esta API; funciona hasta expires_at.',
  },
  'A size of the price list, e.g. std.2x8.': {
    'pt-BR': 'Um tamanho da tabela de preços, p. ex. std.2x8.',
    es: 'Un tamaño de la lista de precios, p. ej. std.2x8.',
  },
  'A size of the price list.': {
    'pt-BR': 'Um tamanho da tabela de preços.',
    es: 'Un tamaño de la lista de precios.',
  },
  'A user holding it directly, or an insights group (its members hold it through it).': {
    'pt-BR': 'Um usuário que o tem diretamente, ou um grupo do Insights (seus membros o têm por meio dele).',
    es: 'Un usuario que lo tiene directamente, o un grupo de Insights (sus miembros lo tienen a través de él).',
  },
  "A user's e-mail, or an insights group's name.": {
    'pt-BR': 'O e-mail de um usuário, ou o nome de um grupo do Insights.',
    es: 'El correo de un usuario, o el nombre de un grupo de Insights.',
  },
  'A volume of each size, attached to the machine.': {
    'pt-BR': 'Um volume de cada tamanho, anexado à máquina.',
    es: 'Un volumen de cada tamaño, adjunto a la máquina.',
  },
  'Active ones first, then newest first.': {
    'pt-BR': 'Os ativos primeiro, depois os mais recentes primeiro.',
    es: 'Los activos primero, luego los más recientes primero.',
  },
  'An IPv4 block a.b.c.d/n in a private range (RFC 1918), /16 to /28, without host bits. A refused block is 400 validation_failed whose error_fields keyword says why: cidrFormat, cidrPrefix, cidrHostBits or cidrPrivate.':
    {
      'pt-BR':
        'Um bloco IPv4 a.b.c.d/n numa faixa privada (RFC 1918), de /16 a /28, sem bits de host. Um bloco recusado é 400 validation_failed, com a palavra-chave de error_fields dizendo por quê: cidrFormat, cidrPrefix, cidrHostBits ou cidrPrivate.',
      es: 'Un bloque IPv4 a.b.c.d/n en un rango privado (RFC 1918), de /16 a /28, sin bits de host. Un bloque rechazado es 400 validation_failed, con la palabra clave de error_fields indicando por qué: cidrFormat, cidrPrefix, cidrHostBits o cidrPrivate.',
    },
  'An IaaS resource of the environment the ticket is about (e.g. vm-acm1-01).': {
    'pt-BR': 'Um recurso IaaS do ambiente de que o chamado trata (p. ex. vm-acm1-01).',
    es: 'Un recurso IaaS del entorno del que trata el ticket (p. ej. vm-acm1-01).',
  },
  'An SSH key of the environment, for Linux images; null for none (Windows).': {
    'pt-BR': 'Uma chave SSH do ambiente, para imagens Linux; null para nenhuma (Windows).',
    es: 'Una clave SSH del entorno, para imágenes Linux; null para ninguna (Windows).',
  },
  'An enabled region of the environment.': {
    'pt-BR': 'Uma região habilitada do ambiente.',
    es: 'Una región habilitada del entorno.',
  },
  'An enabled region, e.g. sa-east-1.': {
    'pt-BR': 'Uma região habilitada, p. ex. sa-east-1.',
    es: 'Una región habilitada, p. ej. sa-east-1.',
  },
  'An existing plan kept (its price may change).': {
    'pt-BR': 'Um plano existente mantido (o preço dele pode mudar).',
    es: 'Un plan existente que se conserva (su precio puede cambiar).',
  },
  'An image of the price list.': {
    'pt-BR': 'Uma imagem da tabela de preços.',
    es: 'Una imagen de la lista de precios.',
  },
  'An item of the price list of the budget’s region.': {
    'pt-BR': 'Um item da tabela de preços da região do orçamento.',
    es: 'Un elemento de la lista de precios de la región del presupuesto.',
  },
  'As the statement reads it (pt-BR, the fiscal document’s language).': {
    'pt-BR': 'Como o extrato a escreve (pt-BR, o idioma do documento fiscal).',
    es: 'Como la escribe el extracto (pt-BR, el idioma del documento fiscal).',
  },
  'At least 10 characters.': { 'pt-BR': 'Pelo menos 10 caracteres.', es: 'Al menos 10 caracteres.' },
  'At most 20, those whose name or e-mail starts with q first.': {
    'pt-BR': 'No máximo 20, primeiro aqueles cujo nome ou e-mail começa com q.',
    es: 'Como máximo 20, primero aquellos cuyo nombre o correo empieza por q.',
  },
  'At most `limit` topologies of the environments the user may see, sorted by cloud_id then topology_id.': {
    'pt-BR':
      'No máximo `limit` topologias dos ambientes que o usuário pode ver, ordenadas por cloud_id e depois por topology_id.',
    es: 'Como máximo `limit` topologías de los entornos que el usuario puede ver, ordenadas por cloud_id y luego por topology_id.',
  },
  'Authorization: Bearer <token>: the access token of a sign-in (POST /api/v1/session), or an API token (nvm_pat_…) created in the portal under Estúdio do desenvolvedor › Projetos.':
    {
      'pt-BR':
        'Authorization: Bearer <token>: o token de acesso de uma entrada (POST /api/v1/session), ou um token de API (nvm_pat_…) criado no portal em Estúdio do desenvolvedor › Projetos.',
      es: 'Authorization: Bearer <token>: el token de acceso de un inicio de sesión (POST /api/v1/session), o un token de API (nvm_pat_…) creado en el portal en Estudio del desarrollador › Proyectos.',
    },
  'Backend of the Nuvem self-service portal. A JSON body nests arrays and objects at most 64 levels deep: a deeper one is answered 400 body_too_deep (error_vars: the limit).':
    {
      'pt-BR':
        'Backend do portal de autoatendimento Nuvem. Um corpo JSON aninha vetores e objetos em no máximo 64 níveis: um mais profundo é respondido com 400 body_too_deep (error_vars: o limite).',
      es: 'Backend del portal de autoservicio Nuvem. Un cuerpo JSON anida arreglos y objetos como máximo 64 niveles: uno más profundo se responde con 400 body_too_deep (error_vars: el límite).',
    },
  'Block volumes attached to it.': {
    'pt-BR': 'Volumes de bloco anexados a ela.',
    es: 'Volúmenes de bloque adjuntos a ella.',
  },
  'By address.': { 'pt-BR': 'Por endereço.', es: 'Por dirección.' },
  'By e-mail.': { 'pt-BR': 'Por e-mail.', es: 'Por correo.' },
  'By name.': { 'pt-BR': 'Por nome.', es: 'Por nombre.' },
  'By name; never a value.': { 'pt-BR': 'Por nome; nunca um valor.', es: 'Por nombre; nunca un valor.' },
  'By region, then kind, then size.': {
    'pt-BR': 'Por região, depois tipo, depois tamanho.',
    es: 'Por región, luego tipo, luego tamaño.',
  },
  'By scope, then name.': { 'pt-BR': 'Por escopo, depois nome.', es: 'Por alcance, luego nombre.' },
  'By service and product, dearest first.': {
    'pt-BR': 'Por serviço e produto, os mais caros primeiro.',
    es: 'Por servicio y producto, los más caros primero.',
  },
  'Case- and accent-insensitive text found in the subject, product or requester, or the ticket number.': {
    'pt-BR':
      'Texto procurado no assunto, produto ou solicitante, sem diferenciar maiúsculas nem acentos, ou o número do chamado.',
    es: 'Texto buscado en el asunto, producto o solicitante, sin distinguir mayúsculas ni acentos, o el número del ticket.',
  },
  'Centavos of R$ per unit.': { 'pt-BR': 'Centavos de R$ por unidade.', es: 'Centavos de R$ por unidad.' },
  'Centavos of R$ up to yesterday.': {
    'pt-BR': 'Centavos de R$ até ontem.',
    es: 'Centavos de R$ hasta ayer.',
  },
  'Consumption, then purchases, then taxes.': {
    'pt-BR': 'Consumo, depois compras, depois impostos.',
    es: 'Consumo, luego compras, luego impuestos.',
  },
  'Conversations or tasks a month includes.': {
    'pt-BR': 'Conversas ou tarefas incluídas por mês.',
    es: 'Conversaciones o tareas incluidas por mes.',
  },
  'Counted from the resources of the environment now.': {
    'pt-BR': 'Contado a partir dos recursos atuais do ambiente.',
    es: 'Contado a partir de los recursos actuales del entorno.',
  },
  'Customer-scope roles, per environment (by cloud_id).': {
    'pt-BR': 'Perfis de escopo de cliente, por ambiente (por cloud_id).',
    es: 'Perfiles de alcance de cliente, por entorno (por cloud_id).',
  },
  'Data keys still wrapped by an older version.': {
    'pt-BR': 'Chaves de dados ainda protegidas por uma versão mais antiga.',
    es: 'Claves de datos aún protegidas por una versión anterior.',
  },
  'Data keys wrapped by any of its versions.': {
    'pt-BR': 'Chaves de dados protegidas por qualquer uma das suas versões.',
    es: 'Claves de datos protegidas por cualquiera de sus versiones.',
  },
  'Days of the month with consumption, up to yesterday.': {
    'pt-BR': 'Dias do mês com consumo, até ontem.',
    es: 'Días del mes con consumo, hasta ayer.',
  },
  'Default desc.': { 'pt-BR': 'Descrição padrão.', es: 'Descripción por defecto.' },
  'Digits, spaces, ( ) . - and a leading +.': {
    'pt-BR': 'Dígitos, espaços, ( ) . - e um + no início.',
    es: 'Dígitos, espacios, ( ) . - y un + al principio.',
  },
  "Documents a month hired, its companies' sum; 0 when the customer has not hired TSS.": {
    'pt-BR':
      'Documentos por mês contratados, a soma das suas empresas; 0 quando o cliente não contratou o TSS.',
    es: 'Documentos por mes contratados, la suma de sus empresas; 0 cuando el cliente no contrató TSS.',
  },
  'Documents a month the order adds once staff confirm it.': {
    'pt-BR': 'Documentos por mês que o pedido acrescenta quando a equipe o confirmar.',
    es: 'Documentos por mes que el pedido añade cuando el equipo lo confirme.',
  },
  'Documents a month.': { 'pt-BR': 'Documentos por mês.', es: 'Documentos por mes.' },
  "Documents sent this month, its companies' sum.": {
    'pt-BR': 'Documentos enviados neste mês, a soma das suas empresas.',
    es: 'Documentos enviados este mes, la suma de sus empresas.',
  },
  'Documents sent this month.': {
    'pt-BR': 'Documentos enviados neste mês.',
    es: 'Documentos enviados este mes.',
  },
  'Drafts first, then newest version first.': {
    'pt-BR': 'Rascunhos primeiro, depois a versão mais recente primeiro.',
    es: 'Borradores primero, luego la versión más reciente primero.',
  },
  "E.g. '+55 11 91234-5678'.": { 'pt-BR': "P. ex. '+55 11 91234-5678'.", es: "P. ej. '+55 11 91234-5678'." },
  'Effective access (the stronger wins), by name.': {
    'pt-BR': 'Acesso efetivo (o mais forte prevalece), por nome.',
    es: 'Acceso efectivo (prevalece el más fuerte), por nombre.',
  },
  'Embed token for that URL (tokenType Embed).': {
    'pt-BR': 'Token de incorporação para essa URL (tokenType Embed).',
    es: 'Token de inserción para esa URL (tokenType Embed).',
  },
  'EmbedToken <token>. A token lives until it expires or the sign-in that asked for it ends (sign-out, revocation) or stops impersonating its user: then 401 embed_token_expired; any other bad token 401 embed_token_invalid.':
    {
      'pt-BR':
        'EmbedToken <token>. Um token vale até expirar ou até o acesso que o pediu terminar (saída, revogação) ou deixar de personificar o usuário: então 401 embed_token_expired; qualquer outro token inválido, 401 embed_token_invalid.',
      es: 'EmbedToken <token>. Un token vive hasta que vence o hasta que el acceso que lo pidió termina (cierre de sesión, revocación) o deja de suplantar a su usuario: entonces 401 embed_token_expired; cualquier otro token inválido, 401 embed_token_invalid.',
    },
  "Empty when uncategorised; the portal shows 'Sem Classificação'.": {
    'pt-BR': 'Vazio quando sem categoria; o portal mostra “Sem Classificação”.',
    es: 'Vacío cuando no tiene categoría; el portal muestra “Sem Classificação”.',
  },
  'End date, DD/MM/YYYY, São Paulo time.': {
    'pt-BR': 'Data de término, DD/MM/AAAA, horário de São Paulo.',
    es: 'Fecha de fin, DD/MM/AAAA, hora de São Paulo.',
  },
  'End time, HH:mm, São Paulo time.': {
    'pt-BR': 'Hora de término, HH:mm, horário de São Paulo.',
    es: 'Hora de fin, HH:mm, hora de São Paulo.',
  },
  'Entries at or after this instant.': {
    'pt-BR': 'Registros neste instante ou depois dele.',
    es: 'Entradas en este instante o después.',
  },
  'Entries before this instant.': {
    'pt-BR': 'Registros antes deste instante.',
    es: 'Entradas antes de este instante.',
  },
  'Entries matching the filter, over every page.': {
    'pt-BR': 'Registros que atendem ao filtro, em todas as páginas.',
    es: 'Entradas que coinciden con el filtro, en todas las páginas.',
  },
  "Environments the project's tokens are limited to (each one the owner may see; 404 environment_not_found otherwise). Empty: every environment the owner sees.":
    {
      'pt-BR':
        'Ambientes a que os tokens do projeto se limitam (cada um deve ser visível ao dono; 404 environment_not_found caso contrário). Vazio: todos os ambientes que o dono vê.',
      es: 'Entornos a los que se limitan los tokens del proyecto (cada uno visible para el dueño; 404 environment_not_found en caso contrario). Vacío: todos los entornos que ve el dueño.',
    },
  'Every BI workspace, by name.': {
    'pt-BR': 'Todos os espaços de trabalho de BI, por nome.',
    es: 'Todos los espacios de trabajo de BI, por nombre.',
  },
  'Every audited action (audit_actions), sorted.': {
    'pt-BR': 'Todas as ações auditadas (audit_actions), ordenadas.',
    es: 'Todas las acciones auditadas (audit_actions), ordenadas.',
  },
  'Every customer an offer may be shown to.': {
    'pt-BR': 'Todos os clientes a quem uma oferta pode ser mostrada.',
    es: 'Todos los clientes a los que se puede mostrar una oferta.',
  },
  'Every customer, by name, for the filter.': {
    'pt-BR': 'Todos os clientes, por nome, para o filtro.',
    es: 'Todos los clientes, por nombre, para el filtro.',
  },
  'Every customer, by name.': {
    'pt-BR': 'Todos os clientes, por nome.',
    es: 'Todos los clientes, por nombre.',
  },
  'Every dashboard, by category then name.': {
    'pt-BR': 'Todos os painéis, por categoria e depois por nome.',
    es: 'Todos los paneles, por categoría y luego por nombre.',
  },
  'Every dr_origin of the environment, by product.': {
    'pt-BR': 'Cada dr_origin do ambiente, por produto.',
    es: 'Cada dr_origin del entorno, por producto.',
  },
  'Fallback for the Last-Event-ID header (EventSource polyfills).': {
    'pt-BR': 'Alternativa ao cabeçalho Last-Event-ID (implementações alternativas de EventSource).',
    es: 'Alternativa al encabezado Last-Event-ID (polyfills de EventSource).',
  },
  'Favorite dashboard ids, in the order they were starred.': {
    'pt-BR': 'Ids dos painéis favoritos, na ordem em que foram marcados.',
    es: 'Ids de los paneles favoritos, en el orden en que se marcaron.',
  },
  'Feature flags on for this user, or for everyone (spec §6 "Feature flags").': {
    'pt-BR': 'Sinalizadores ligados para este usuário, ou para todos (especificação §6 “Feature flags”).',
    es: 'Indicadores activados para este usuario, o para todos (especificación §6 “Feature flags”).',
  },
  'Features first, then flags (spec §6 order).': {
    'pt-BR': 'Funcionalidades primeiro, depois sinalizadores (ordem da especificação §6).',
    es: 'Funcionalidades primero, luego indicadores (orden de la especificación §6).',
  },
  'Filter tokens, all of which must match: `field=value`, `field!=value`, `field:text` (contains), `field!:text`, or `:text` for free text. Repeat the parameter for more than one.':
    {
      'pt-BR':
        'Termos de filtro, todos precisam ser atendidos: `campo=valor`, `campo!=valor`, `campo:texto` (contém), `campo!:texto`, ou `:texto` para texto livre. Repita o parâmetro para mais de um.',
      es: 'Términos de filtro, todos deben cumplirse: `campo=valor`, `campo!=valor`, `campo:texto` (contiene), `campo!:texto`, o `:texto` para texto libre. Repita el parámetro para más de uno.',
    },
  'Fixed once created.': { 'pt-BR': 'Fixo depois de criado.', es: 'Fijo una vez creado.' },
  'Groups by name, then users by e-mail.': {
    'pt-BR': 'Grupos por nome, depois usuários por e-mail.',
    es: 'Grupos por nombre, luego usuarios por correo.',
  },
  'HH:mm': { 'pt-BR': 'HH:mm', es: 'HH:mm' },
  'HH:mm; 24:00 is the end of the day.': {
    'pt-BR': 'HH:mm; 24:00 é o fim do dia.',
    es: 'HH:mm; 24:00 es el final del día.',
  },
  'Hands the conversation to a person when asked or unsure.': {
    'pt-BR': 'Passa a conversa para uma pessoa quando pedido ou quando não tem certeza.',
    es: 'Pasa la conversación a una persona cuando se lo piden o cuando no está seguro.',
  },
  'Holds iam on this environment (a role with iam given on it).': {
    'pt-BR': 'Tem iam neste ambiente (um perfil com iam dado nele).',
    es: 'Tiene iam en este entorno (un perfil con iam asignado en él).',
  },
  'How many (user, environment) grants hold it.': {
    'pt-BR': 'Quantas concessões (usuário, ambiente) o têm.',
    es: 'Cuántas concesiones (usuario, entorno) lo tienen.',
  },
  'How many messages are unread (the envelope badge).': {
    'pt-BR': 'Quantas mensagens não foram lidas (o contador do envelope).',
    es: 'Cuántos mensajes no se han leído (el contador del sobre).',
  },
  'How many messages went from unread to read.': {
    'pt-BR': 'Quantas mensagens passaram de não lidas a lidas.',
    es: 'Cuántos mensajes pasaron de no leídos a leídos.',
  },
  'How many notes of the environment are checked (the top bar).': {
    'pt-BR': 'Quantas notas do ambiente estão marcadas (a barra superior).',
    es: 'Cuántas notas del entorno están marcadas (la barra superior).',
  },
  'How many purchases match (the total counts all of them).': {
    'pt-BR': 'Quantas compras correspondem (o total soma todas elas).',
    es: 'Cuántas compras coinciden (el total las suma todas).',
  },
  'How many steps the operation has in all.': {
    'pt-BR': 'Quantos passos a operação tem ao todo.',
    es: 'Cuántos pasos tiene la operación en total.',
  },
  'How many topologies match in all (may exceed the data returned).': {
    'pt-BR': 'Quantas topologias atendem ao todo (pode passar dos dados devolvidos).',
    es: 'Cuántas topologías coinciden en total (puede superar los datos devueltos).',
  },
  'How many users accepted it.': {
    'pt-BR': 'Quantos usuários a aceitaram.',
    es: 'Cuántos usuarios la aceptaron.',
  },
  'How the ticket reached support.': {
    'pt-BR': 'Como o chamado chegou ao suporte.',
    es: 'Cómo llegó el ticket a soporte.',
  },
  'How the user likes each list screen; list ids are unique within the array.': {
    'pt-BR': 'Como o usuário prefere cada tela de lista; os ids de lista são únicos no vetor.',
    es: 'Cómo prefiere el usuario cada pantalla de lista; los ids de lista son únicos en el arreglo.',
  },
  'IANA name, e.g. America/Sao_Paulo.': {
    'pt-BR': 'Nome IANA, p. ex. America/Sao_Paulo.',
    es: 'Nombre IANA, p. ej. America/Sao_Paulo.',
  },
  'ISO 4217, e.g. BRL.': { 'pt-BR': 'ISO 4217, p. ex. BRL.', es: 'ISO 4217, p. ej. BRL.' },
  'Ids of the left-menu entries it opens (the portal menu; its labels are the portal’s).': {
    'pt-BR':
      'Ids das entradas do menu lateral que ela libera (o menu do portal; os rótulos são os do portal).',
    es: 'Ids de las entradas del menú lateral que habilita (el menú del portal; las etiquetas son las del portal).',
  },
  'In the catalogue order.': { 'pt-BR': 'Na ordem do catálogo.', es: 'En el orden del catálogo.' },
  'In the future and at most 366 days ahead (400 api_token_expiry_invalid on /expires_at).': {
    'pt-BR': 'No futuro e a no máximo 366 dias (400 api_token_expiry_invalid em /expires_at).',
    es: 'En el futuro y como máximo a 366 días (400 api_token_expiry_invalid en /expires_at).',
  },
  'In the order staff gave them.': {
    'pt-BR': 'Na ordem que a equipe lhes deu.',
    es: 'En el orden que les dio el equipo.',
  },
  'Integer centavos a month (a product contract); null for an IaaS contract (billed by use).': {
    'pt-BR':
      'Centavos inteiros por mês (um contrato de produto); nulo para um contrato de IaaS (cobrado pelo uso).',
    es: 'Centavos enteros por mes (un contrato de producto); nulo para un contrato de IaaS (facturado por uso).',
  },
  'Integer centavos a package, a month.': {
    'pt-BR': 'Centavos inteiros por pacote, por mês.',
    es: 'Centavos enteros por paquete, por mes.',
  },
  'Integer centavos, as a decimal string (e.g. "19990" is R$ 199,90).': {
    'pt-BR': 'Centavos inteiros, como texto decimal (por exemplo, "19990" é R$ 199,90).',
    es: 'Centavos enteros, como cadena decimal (por ejemplo, "19990" es R$ 199,90).',
  },
  'Integer centavos, as a decimal string.': {
    'pt-BR': 'Centavos inteiros, como texto decimal.',
    es: 'Centavos enteros, como cadena decimal.',
  },
  'Integer centavos: quantity × unit price of every matching purchase but failed ones.': {
    'pt-BR':
      'Centavos inteiros: quantidade × preço unitário de todas as compras que correspondem, exceto as que falharam.',
    es: 'Centavos enteros: cantidad × precio unitario de todas las compras que coinciden, salvo las fallidas.',
  },
  'Items matching the filter, over every page.': {
    'pt-BR': 'Itens que atendem ao filtro, em todas as páginas.',
    es: 'Elementos que coinciden con el filtro, en todas las páginas.',
  },
  'Items saved in the budget that the price list of its region no longer has: not in the totals.': {
    'pt-BR': 'Itens salvos no orçamento que a tabela de preços da região não tem mais: fora dos totais.',
    es: 'Elementos guardados en el presupuesto que la lista de precios de su región ya no tiene: fuera de los totales.',
  },
  'Items, or GB for items priced per GB.': {
    'pt-BR': 'Itens, ou GB para itens cobrados por GB.',
    es: 'Elementos, o GB para elementos con precio por GB.',
  },
  'Its address in its network.': { 'pt-BR': 'O endereço dela na sua rede.', es: 'Su dirección en su red.' },
  'Its companies registered for TSS, by name.': {
    'pt-BR': 'Suas empresas cadastradas no TSS, por nome.',
    es: 'Sus empresas registradas en TSS, por nombre.',
  },
  'Its current version (rotations add one).': {
    'pt-BR': 'A versão atual (cada rotação soma uma).',
    es: 'Su versión actual (cada rotación suma una).',
  },
  'Its daily use, the last 30 days up to yesterday, oldest first.': {
    'pt-BR': 'O uso diário, nos últimos 30 dias até ontem, do mais antigo ao mais recente.',
    es: 'Su uso diario, los últimos 30 días hasta ayer, del más antiguo al más reciente.',
  },
  'Its last token refresh.': {
    'pt-BR': 'A última renovação do seu token.',
    es: 'La última renovación de su token.',
  },
  'Its latest request to move into an event.': {
    'pt-BR': 'Sua última solicitação de migração para um evento.',
    es: 'Su última solicitud de migración a un evento.',
  },
  'Its machines, volumes and public IPs a month at their regions’ prices of today (machines out of the price list count nothing).':
    {
      'pt-BR':
        'Suas máquinas, volumes e IPs públicos por um mês aos preços de hoje das suas regiões (máquinas fora da tabela de preços não contam).',
      es: 'Sus máquinas, volúmenes e IP públicas durante un mes con los precios de hoy de sus regiones (las máquinas fuera de la lista de precios no cuentan).',
    },
  'Its roles on this environment, by name.': {
    'pt-BR': 'Os perfis dele neste ambiente, por nome.',
    es: 'Sus perfiles en este entorno, por nombre.',
  },
  'Its size in the price list; null for a machine made outside it.': {
    'pt-BR': 'O tamanho dela na tabela de preços; null para uma máquina criada fora dela.',
    es: 'Su tamaño en la lista de precios; null para una máquina creada fuera de ella.',
  },
  "JSON pointer to the value within that part ('/name', '/items/0/qty'; '' for the whole).": {
    'pt-BR': "Ponteiro JSON para o valor dentro dessa parte ('/name', '/items/0/qty'; '' para o todo).",
    es: "Puntero JSON al valor dentro de esa parte ('/name', '/items/0/qty'; '' para el todo).",
  },
  'Last changed first, at most 100.': {
    'pt-BR': 'Os alterados por último primeiro, no máximo 100.',
    es: 'Los últimos modificados primero, como máximo 100.',
  },
  'Lowercase letters, digits and hyphens, starting with a letter or digit.': {
    'pt-BR': 'Letras minúsculas, dígitos e hifens, começando por letra ou dígito.',
    es: 'Letras minúsculas, dígitos y guiones, empezando por letra o dígito.',
  },
  'Lowercase letters, digits and hyphens, starting with a letter; unique in the environment.': {
    'pt-BR': 'Letras minúsculas, dígitos e hifens, começando por letra; único no ambiente.',
    es: 'Letras minúsculas, dígitos y guiones, empezando por letra; único en el entorno.',
  },
  'Machines of the network whose address is in it.': {
    'pt-BR': 'Máquinas da rede cujo endereço está nela.',
    es: 'Máquinas de la red cuya dirección está en ella.',
  },
  "Must be that environment's federal_id (punctuation is ignored).": {
    'pt-BR': 'Deve ser o federal_id daquele ambiente (a pontuação é ignorada).',
    es: 'Debe ser el federal_id de ese entorno (se ignora la puntuación).',
  },
  "Must be that environment's t_code.": {
    'pt-BR': 'Deve ser o t_code daquele ambiente.',
    es: 'Debe ser el t_code de ese entorno.',
  },
  'Needs the admin_topology_dr feature.': {
    'pt-BR': 'Exige a funcionalidade admin_topology_dr.',
    es: 'Requiere la funcionalidad admin_topology_dr.',
  },
  'Needs the dr_plan_test feature.': {
    'pt-BR': 'Exige a funcionalidade dr_plan_test.',
    es: 'Requiere la funcionalidad dr_plan_test.',
  },
  'Networks: their address range, e.g. 10.20.0.0/16.': {
    'pt-BR': 'Redes: a faixa de endereços, p. ex. 10.20.0.0/16.',
    es: 'Redes: su rango de direcciones, p. ej. 10.20.0.0/16.',
  },
  'Newest first, at most 1000.': {
    'pt-BR': 'As mais recentes primeiro, no máximo 1000.',
    es: 'Las más recientes primero, como máximo 1000.',
  },
  'Newest first.': { 'pt-BR': 'Os mais novos primeiro.', es: 'Los más recientes primero.' },
  'Newest first; empty when the environment has no contract.': {
    'pt-BR': 'Os mais novos primeiro; vazio quando o ambiente não tem contrato.',
    es: 'Los más recientes primero; vacío cuando el entorno no tiene contrato.',
  },
  'No spaces around it.': { 'pt-BR': 'Sem espaços em volta.', es: 'Sin espacios alrededor.' },
  'Not yet ended, soonest first.': {
    'pt-BR': 'Ainda não terminados, os mais próximos primeiro.',
    es: 'Aún no terminados, los más próximos primero.',
  },
  'Null while a draft.': { 'pt-BR': 'Nulo enquanto for rascunho.', es: 'Nulo mientras sea borrador.' },
  'Null while never changed (every region enabled).': {
    'pt-BR': 'Null enquanto nunca foi alterado (todas as regiões habilitadas).',
    es: 'Null mientras nunca se cambió (todas las regiones habilitadas).',
  },
  'Null: no IaaS contract.': { 'pt-BR': 'Null: sem contrato de IaaS.', es: 'Null: sin contrato de IaaS.' },
  'Null: no billing data yet.': {
    'pt-BR': 'Null: ainda sem dados de cobrança.',
    es: 'Null: aún sin datos de facturación.',
  },
  'Null: open-ended.': { 'pt-BR': 'Null: sem prazo final.', es: 'Null: sin fecha de fin.' },
  'Oldest first; the first message opened the ticket.': {
    'pt-BR': 'Das mais antigas às mais novas; a primeira mensagem abriu o chamado.',
    es: 'Del más antiguo al más reciente; el primer mensaje abrió el ticket.',
  },
  'On a dr_destination: the topology_id of the dr_origin it replicates; otherwise null.': {
    'pt-BR': 'Num dr_destination: o topology_id do dr_origin que ele replica; caso contrário, null.',
    es: 'En un dr_destination: el topology_id del dr_origin que replica; en caso contrario, null.',
  },
  'On their way somewhere, or in error.': {
    'pt-BR': 'A caminho de outra situação, ou com erro.',
    es: 'En camino a otro estado, o con error.',
  },
  'One OpenSSH public key line, `<type> <base64> [comment]` as in authorized_keys: ssh-ed25519, ecdsa-sha2-nistp256/384/521, or ssh-rsa of 2048 bits or more.':
    {
      'pt-BR':
        'Uma linha de chave pública OpenSSH, `<tipo> <base64> [comentário]` como em authorized_keys: ssh-ed25519, ecdsa-sha2-nistp256/384/521, ou ssh-rsa de 2048 bits ou mais.',
      es: 'Una línea de clave pública OpenSSH, `<tipo> <base64> [comentario]` como en authorized_keys: ssh-ed25519, ecdsa-sha2-nistp256/384/521, o ssh-rsa de 2048 bits o más.',
    },
  'One of operationKinds, e.g. vm.start, vm.resize, backup.restore.': {
    'pt-BR': 'Um de operationKinds, p. ex. vm.start, vm.resize, backup.restore.',
    es: 'Uno de operationKinds, p. ej. vm.start, vm.resize, backup.restore.',
  },
  'One of the enabled regions.': {
    'pt-BR': 'Uma das regiões habilitadas.',
    es: 'Una de las regiones habilitadas.',
  },
  'One per closed month, newest first.': {
    'pt-BR': 'Um por mês fechado, os mais recentes primeiro.',
    es: 'Uno por mes cerrado, los más recientes primero.',
  },
  'One per quota name, in iaasQuotaNames order.': {
    'pt-BR': 'Uma por nome de cota, na ordem de iaasQuotaNames.',
    es: 'Una por nombre de cuota, en el orden de iaasQuotaNames.',
  },
  "Only this machine's snapshots.": {
    'pt-BR': 'Só os instantâneos desta máquina.',
    es: 'Solo las instantáneas de esta máquina.',
  },
  'Open and closed tickets matching the search (the tabs’ counts).': {
    'pt-BR': 'Chamados abertos e fechados que atendem à busca (as contagens das abas).',
    es: 'Tickets abiertos y cerrados que coinciden con la búsqueda (los contadores de las pestañas).',
  },
  'Open link in a new tab (outside the portal).': {
    'pt-BR': 'Abrir o link numa nova aba (fora do portal).',
    es: 'Abrir el enlace en una pestaña nueva (fuera del portal).',
  },
  'Opens the stream_channel: /api/v1/streams/{stream_channel}?user={stream_channel}&hash={stream_hash}.': {
    'pt-BR':
      'Abre o stream_channel: /api/v1/streams/{stream_channel}?user={stream_channel}&hash={stream_hash}.',
    es: 'Abre el stream_channel: /api/v1/streams/{stream_channel}?user={stream_channel}&hash={stream_hash}.',
  },
  'Ordered on or after this day (UTC).': {
    'pt-BR': 'Pedida neste dia ou depois dele (UTC).',
    es: 'Pedida este día o después (UTC).',
  },
  'Ordered on or before this day (UTC).': {
    'pt-BR': 'Pedida neste dia ou antes dele (UTC).',
    es: 'Pedida este día o antes (UTC).',
  },
  'Origins (scheme://host:port) of the pages allowed to embed analytics content.': {
    'pt-BR': 'Origens (esquema://host:porta) das páginas que podem incorporar conteúdo de análise.',
    es: 'Orígenes (esquema://host:puerto) de las páginas que pueden insertar contenido de análisis.',
  },
  'Paragraphs separated by a blank line; **bold** and "- " lists.': {
    'pt-BR': 'Parágrafos separados por uma linha em branco; **negrito** e listas com "- ".',
    es: 'Párrafos separados por una línea en blanco; **negrita** y listas con "- ".',
  },
  'Part of the name or e-mail (case-insensitive).': {
    'pt-BR': 'Parte do nome ou do e-mail (sem diferenciar maiúsculas).',
    es: 'Parte del nombre o del correo (sin distinguir mayúsculas).',
  },
  'Part of the platform’s catalogue: it cannot be deleted.': {
    'pt-BR': 'Faz parte do catálogo da plataforma: não pode ser excluído.',
    es: 'Forma parte del catálogo de la plataforma: no se puede eliminar.',
  },
  'Permission action names, e.g. UpdateDashboard.': {
    'pt-BR': 'Nomes de ações de permissão, p. ex. UpdateDashboard.',
    es: 'Nombres de acciones de permiso, p. ej. UpdateDashboard.',
  },
  'Permissions (spec §6 "Features seen").': {
    'pt-BR': 'Permissões (especificação §6 “Features seen”).',
    es: 'Permisos (especificación §6 “Features seen”).',
  },
  'Personal notes; ids are unique within the list.': {
    'pt-BR': 'Notas pessoais; os ids são únicos na lista.',
    es: 'Notas personales; los ids son únicos en la lista.',
  },
  'Public IPs: the address.': { 'pt-BR': 'IPs públicos: o endereço.', es: 'IP públicas: la dirección.' },
  'Public addresses attached to it.': {
    'pt-BR': 'Endereços públicos anexados a ela.',
    es: 'Direcciones públicas adjuntas a ella.',
  },
  'Published versions that apply, newest first.': {
    'pt-BR': 'As versões publicadas que valem, a mais recente primeiro.',
    es: 'Las versiones publicadas que se aplican, la más reciente primero.',
  },
  'Purchases made of it (a withdrawn offer keeps them).': {
    'pt-BR': 'As compras feitas dela (uma oferta retirada as mantém).',
    es: 'Las compras hechas de ella (una oferta retirada las conserva).',
  },
  'Readable fallback when there is no translation.': {
    'pt-BR': 'Texto legível de reserva quando não há tradução.',
    es: 'Texto legible de respaldo cuando no hay traducción.',
  },
  "Redirect (Location header) to the issuer's authorization endpoint.": {
    'pt-BR': 'Redirecionamento (cabeçalho Location) para o endereço de autorização do emissor.',
    es: 'Redirección (encabezado Location) al endpoint de autorización del emisor.',
  },
  'Redirect (Location header) to the portal.': {
    'pt-BR': 'Redirecionamento (cabeçalho Location) para o portal.',
    es: 'Redirección (encabezado Location) al portal.',
  },
  'Required to refuse.': { 'pt-BR': 'Obrigatório para recusar.', es: 'Obligatorio para rechazar.' },
  'Required: a retried request with the same key answers the ticket opened the first time.': {
    'pt-BR': 'Obrigatória: uma nova tentativa com a mesma chave responde o chamado aberto da primeira vez.',
    es: 'Obligatoria: un reintento con la misma clave responde el ticket abierto la primera vez.',
  },
  'Required: a retried request with the same key answers what the first one did.': {
    'pt-BR': 'Obrigatória: uma nova tentativa com a mesma chave responde o que a primeira respondeu.',
    es: 'Obligatoria: un reintento con la misma clave responde lo que respondió el primero.',
  },
  'Required: the same key with the same body is the same operation (202 again); with another body, 409 idempotency_key_reused.':
    {
      'pt-BR':
        'Obrigatória: a mesma chave com o mesmo corpo é a mesma operação (202 de novo); com outro corpo, 409 idempotency_key_reused.',
      es: 'Obligatoria: la misma clave con el mismo cuerpo es la misma operación (202 de nuevo); con otro cuerpo, 409 idempotency_key_reused.',
    },
  'Reserved and attached to nothing: paid for, unused.': {
    'pt-BR': 'Reservados e não anexados a nada: pagos, sem uso.',
    es: 'Reservadas y sin adjuntar a nada: pagadas, sin uso.',
  },
  'Resources matching the filter, over every page.': {
    'pt-BR': 'Recursos que atendem ao filtro, em todas as páginas.',
    es: 'Recursos que coinciden con el filtro, en todas las páginas.',
  },
  'Run-rate: to_date_cents ÷ days_elapsed × days_in_month, rounded half up. Null on the first day (no whole day yet).':
    {
      'pt-BR':
        'Ritmo atual: to_date_cents ÷ days_elapsed × days_in_month, arredondado com metade para cima. Nulo no primeiro dia (ainda nenhum dia inteiro).',
      es: 'Ritmo actual: to_date_cents ÷ days_elapsed × days_in_month, redondeado con la mitad hacia arriba. Nulo el primer día (aún ningún día entero).',
    },
  "SHA256:<base64> of the current version's material; never the material.": {
    'pt-BR': 'SHA256:<base64> do material da versão atual; nunca o material.',
    es: 'SHA256:<base64> del material de la versión actual; nunca el material.',
  },
  'SHA256:… as ssh-keygen -l prints it.': {
    'pt-BR': 'SHA256:… como o ssh-keygen -l mostra.',
    es: 'SHA256:… como lo muestra ssh-keygen -l.',
  },
  'Seconds until the access token expires.': {
    'pt-BR': 'Segundos até o token de acesso expirar.',
    es: 'Segundos hasta que vence el token de acceso.',
  },
  'Secrets are never kept; redacted if named.': {
    'pt-BR': 'Segredos nunca são guardados; ocultados se citados.',
    es: 'Los secretos nunca se guardan; se ocultan si se nombran.',
  },
  'Set for a status change.': {
    'pt-BR': 'Preenchido numa mudança de situação.',
    es: 'Presente en un cambio de estado.',
  },
  'Set while this sign-in impersonates: everything else in this answer is the impersonated user’s.': {
    'pt-BR':
      'Presente enquanto este acesso personifica alguém: todo o resto desta resposta é do usuário personificado.',
    es: 'Presente mientras este acceso suplanta a alguien: todo lo demás en esta respuesta es del usuario suplantado.',
  },
  'Shown once: the server keeps only a hash of it and cannot answer it again.': {
    'pt-BR': 'Mostrado uma vez: o servidor guarda só um hash dele e não pode respondê-lo de novo.',
    es: 'Se muestra una vez: el servidor solo guarda un hash y no puede volver a responderlo.',
  },
  'Single use: every refresh returns a new one.': {
    'pt-BR': 'Uso único: cada renovação devolve um novo.',
    es: 'Un solo uso: cada renovación devuelve uno nuevo.',
  },
  'Sizes: memory in GB; null otherwise.': {
    'pt-BR': 'Tamanhos: memória em GB; null nos demais.',
    es: 'Tamaños: memoria en GB; null en los demás.',
  },
  'Sizes: their vCPUs; null otherwise.': {
    'pt-BR': 'Tamanhos: as vCPUs; null nos demais.',
    es: 'Tamaños: sus vCPU; null en los demás.',
  },
  'Snapshots do not expire.': { 'pt-BR': 'Instantâneos não expiram.', es: 'Las instantáneas no vencen.' },
  'Sorted by product, then topology_id.': {
    'pt-BR': 'Ordenados por produto, depois por topology_id.',
    es: 'Ordenados por producto, luego por topology_id.',
  },
  'Sorted.': { 'pt-BR': 'Ordenados.', es: 'Ordenados.' },
  'Sorted; empty: not limited.': {
    'pt-BR': 'Ordenados; vazio: sem limite.',
    es: 'Ordenados; vacío: sin límite.',
  },
  "Stable code; the portal translates 'error_code.{code}'.": {
    'pt-BR': "Código estável; o portal traduz 'error_code.{code}'.",
    es: "Código estable; el portal traduce 'error_code.{code}'.",
  },
  'Stable identifier, e.g. customer_admin.': {
    'pt-BR': 'Identificador estável, p. ex. customer_admin.',
    es: 'Identificador estable, p. ej. customer_admin.',
  },
  'Staff-scope roles.': { 'pt-BR': 'Perfis de escopo da equipe.', es: 'Perfiles de alcance del equipo.' },
  'Start date, DD/MM/YYYY, São Paulo time.': {
    'pt-BR': 'Data de início, DD/MM/AAAA, horário de São Paulo.',
    es: 'Fecha de inicio, DD/MM/AAAA, hora de São Paulo.',
  },
  'Start time, HH:mm, São Paulo time.': {
    'pt-BR': 'Hora de início, HH:mm, horário de São Paulo.',
    es: 'Hora de inicio, HH:mm, hora de São Paulo.',
  },
  'Text to find, case-insensitively, anywhere in topology_id, cloud_id, t_code, instance_name, domain or public_ip. More than 4 characters once trimmed.':
    {
      'pt-BR':
        'Texto a encontrar, sem diferenciar maiúsculas, em qualquer ponto de topology_id, cloud_id, t_code, instance_name, domain ou public_ip. Mais de 4 caracteres depois de aparado.',
      es: 'Texto a buscar, sin distinguir mayúsculas, en cualquier parte de topology_id, cloud_id, t_code, instance_name, domain o public_ip. Más de 4 caracteres tras recortar los espacios.',
    },
  'The CNPJ, 14 digits.': { 'pt-BR': 'O CNPJ, 14 dígitos.', es: 'El CNPJ, 14 dígitos.' },
  'The IaaS account is being cancelled (spec §6 rules).': {
    'pt-BR': 'A conta IaaS está sendo cancelada (regras da especificação §6).',
    es: 'La cuenta IaaS se está cancelando (reglas de la especificación §6).',
  },
  'The JSON Schema rule it broke (required, type, minLength, maxLength, minimum, maximum, minItems, maxItems, pattern, format, enum, const, additionalProperties…; storableText: a NUL or unpaired surrogate).':
    {
      'pt-BR':
        'A regra do JSON Schema que ele violou (required, type, minLength, maxLength, minimum, maximum, minItems, maxItems, pattern, format, enum, const, additionalProperties…; storableText: um NUL ou um substituto sem par).',
      es: 'La regla de JSON Schema que incumplió (required, type, minLength, maxLength, minimum, maximum, minItems, maxItems, pattern, format, enum, const, additionalProperties…; storableText: un NUL o un sustituto sin pareja).',
    },
  "The account's alert messages, oldest first.": {
    'pt-BR': 'As mensagens de alerta da conta, das mais antigas às mais novas.',
    es: 'Los mensajes de alerta de la cuenta, del más antiguo al más reciente.',
  },
  "The answer also carries GET /me's, as the new access token sees it: a page resuming a stored session (after a reload) gets its token and the user in one round trip.":
    {
      'pt-BR':
        'A resposta traz também a de GET /me, como o novo token de acesso a vê: uma página que retoma uma sessão guardada (depois de recarregar) obtém o token e o usuário numa só ida e volta.',
      es: 'La respuesta incluye también la de GET /me, tal como la ve el nuevo token de acceso: una página que retoma una sesión guardada (tras recargar) obtiene su token y el usuario en un solo viaje.',
    },
  "The author's e-mail.": { 'pt-BR': 'O e-mail do autor.', es: 'El correo del autor.' },
  'The backup file (an attachment).': {
    'pt-BR': 'O arquivo de backup (um anexo).',
    es: 'El archivo de la copia de seguridad (un adjunto).',
  },
  "The backup's name (backup_id) or the snapshot's name, typed by the user.": {
    'pt-BR': 'O nome do backup (backup_id) ou o nome do instantâneo, digitado pelo usuário.',
    es: 'El nombre de la copia (backup_id) o el de la instantánea, escrito por el usuario.',
  },
  'The backup_id or snapshot_id.': {
    'pt-BR': 'O backup_id ou snapshot_id.',
    es: 'El backup_id o snapshot_id.',
  },
  "The banner titled 'ATENÇÃO!'; the portal translates env_message.{message_code}.": {
    'pt-BR': 'A faixa com o título “ATENÇÃO!”; o portal traduz env_message.{message_code}.',
    es: 'El aviso titulado “ATENÇÃO!”; el portal traduce env_message.{message_code}.',
  },
  'The bound of a length, size or range rule (maxLength 120: 120).': {
    'pt-BR': 'O limite de uma regra de comprimento, tamanho ou intervalo (maxLength 120: 120).',
    es: 'El límite de una regla de longitud, tamaño o rango (maxLength 120: 120).',
  },
  "The button's text, e.g. the company name; null when single sign-on is off.": {
    'pt-BR': 'O texto do botão, p. ex. o nome da empresa; null quando o login único está desligado.',
    es: 'El texto del botón, p. ej. el nombre de la empresa; null cuando el inicio de sesión único está desactivado.',
  },
  "The buyer's e-mail.": { 'pt-BR': 'O e-mail de quem comprou.', es: 'El correo de quien compró.' },
  'The channels it may answer on.': {
    'pt-BR': 'Os canais em que ele pode responder.',
    es: 'Los canales en los que puede responder.',
  },
  'The city, e.g. São Paulo.': { 'pt-BR': 'A cidade, p. ex. São Paulo.', es: 'La ciudad, p. ej. São Paulo.' },
  'The cloud infrastructure provider, e.g. oci or aws.': {
    'pt-BR': 'O provedor de infraestrutura em nuvem, p. ex. oci ou aws.',
    es: 'El proveedor de infraestructura en la nube, p. ej. oci o aws.',
  },
  'The cloud infrastructure providers its topologies run on, sorted (e.g. ["aws", "oci"]).': {
    'pt-BR':
      'Os provedores de infraestrutura em nuvem em que as topologias rodam, ordenados (p. ex. ["aws", "oci"]).',
    es: 'Los proveedores de infraestructura en la nube en los que se ejecutan sus topologías, ordenados (p. ej. ["aws", "oci"]).',
  },
  'The column to sort by (default updated_at).': {
    'pt-BR': 'A coluna pela qual ordenar (padrão updated_at).',
    es: 'La columna por la que ordenar (por defecto updated_at).',
  },
  'The company’s CNPJ, formatted (00.000.000/0000-00).': {
    'pt-BR': 'O CNPJ da empresa, formatado (00.000.000/0000-00).',
    es: 'El CNPJ de la empresa, con formato (00.000.000/0000-00).',
  },
  'The company’s legal name (razão social).': {
    'pt-BR': 'A razão social da empresa.',
    es: 'La razón social de la empresa.',
  },
  'The contract number the customer quotes.': {
    'pt-BR': 'O número do contrato que o cliente informa.',
    es: 'El número de contrato que cita el cliente.',
  },
  'The contract number, unique within its kind.': {
    'pt-BR': 'O número do contrato, único dentro do seu tipo.',
    es: 'El número del contrato, único dentro de su tipo.',
  },
  'The current month, YYYY-MM.': { 'pt-BR': 'O mês atual, AAAA-MM.', es: 'El mes actual, AAAA-MM.' },
  'The customer code (t_code), e.g. "T10007".': {
    'pt-BR': 'O código do cliente (t_code), p. ex. "T10007".',
    es: 'El código del cliente (t_code), p. ej. "T10007".',
  },
  "The customer's name (its first environment's).": {
    'pt-BR': 'O nome do cliente (o do seu primeiro ambiente).',
    es: 'El nombre del cliente (el de su primer entorno).',
  },
  'The customer-scope roles the person gets on the environment.': {
    'pt-BR': 'Os perfis de escopo de cliente que a pessoa recebe no ambiente.',
    es: 'Los perfiles de alcance de cliente que la persona recibe en el entorno.',
  },
  'The customer-scope roles, by name, each saying whether the caller may give it here.': {
    'pt-BR': 'Os perfis de escopo de cliente, por nome, cada um dizendo se quem chama pode dá-lo aqui.',
    es: 'Los perfiles de alcance de cliente, por nombre, cada uno indicando si quien llama puede darlo aquí.',
  },
  'The customers (t_code) it applies to; empty: all.': {
    'pt-BR': 'Os clientes (t_code) a que se aplica; vazio: todos.',
    es: 'Los clientes (t_code) a los que se aplica; vacío: todos.',
  },
  'The customers assigned to them, by name.': {
    'pt-BR': 'Os clientes atribuídos a eles, por nome.',
    es: 'Los clientes asignados a ellos, por nombre.',
  },
  "The dashboard's embed URL on the analytics side.": {
    'pt-BR': 'A URL de incorporação do painel no lado de análise.',
    es: 'La URL de inserción del panel en el lado de análisis.',
  },
  'The dashboards and BI items the user opened last, most recent first, at most 12.': {
    'pt-BR':
      'Os painéis e itens de BI que o usuário abriu por último, os mais recentes primeiro, no máximo 12.',
    es: 'Los paneles y elementos de BI que el usuario abrió por último, los más recientes primero, como máximo 12.',
  },
  'The day of the month invoices are due.': {
    'pt-BR': 'O dia do mês em que as faturas vencem.',
    es: 'El día del mes en que vencen las facturas.',
  },
  "The day's state: 'Em execução', 'Parada' or 'Em manutenção'.": {
    'pt-BR': 'A situação do dia: “Em execução”, “Parada” ou “Em manutenção”.',
    es: 'El estado del día: “Em execução”, “Parada” o “Em manutenção”.',
  },
  'The direct grant from now on; null removes it (their groups may still grant access).': {
    'pt-BR':
      'A concessão direta a partir de agora; null a remove (os grupos da pessoa ainda podem conceder acesso).',
    es: 'La concesión directa desde ahora; null la quita (sus grupos aún pueden conceder acceso).',
  },
  'The disaster-recovery test is active for this user.': {
    'pt-BR': 'O teste de recuperação de desastre está ativo para este usuário.',
    es: 'La prueba de recuperación ante desastres está activa para este usuario.',
  },
  'The dr_destination replicating the origin; null when none.': {
    'pt-BR': 'O dr_destination que replica a origem; null quando não há.',
    es: 'El dr_destination que replica el origen; null cuando no hay.',
  },
  "The environment's active key (null until its first secret): disabled, reveals and writes are refused.": {
    'pt-BR':
      'A chave ativa do ambiente (null até o primeiro segredo): desativada, revelações e gravações são recusadas.',
    es: 'La clave activa del entorno (null hasta su primer secreto): desactivada, se rechazan revelaciones y escrituras.',
  },
  'The environment\'s cloud id, e.g. "ACM1".': {
    'pt-BR': 'O cloud id do ambiente, p. ex. "ACM1".',
    es: 'El cloud id del entorno, p. ej. "ACM1".',
  },
  "The environment's cloud_id, typed by the user to confirm (400 dr_confirmation_mismatch otherwise).": {
    'pt-BR':
      'O cloud_id do ambiente, digitado pelo usuário para confirmar (400 dr_confirmation_mismatch caso contrário).',
    es: 'El cloud_id del entorno, escrito por el usuario para confirmar (400 dr_confirmation_mismatch en caso contrario).',
  },
  "The environment's key encryption key: new data keys are wrapped by it.": {
    'pt-BR': 'A chave de criptografia de chaves do ambiente: novas chaves de dados são protegidas por ela.',
    es: 'La clave de cifrado de claves del entorno: las nuevas claves de datos quedan protegidas por ella.',
  },
  "The environment's real consumption this month up to yesterday, every service.": {
    'pt-BR': 'O consumo real do ambiente neste mês até ontem, de todos os serviços.',
    es: 'El consumo real del entorno este mes hasta ayer, de todos los servicios.',
  },
  "The environment's real consumption this month, to compare the budget with.": {
    'pt-BR': 'O consumo real do ambiente neste mês, para comparar com o orçamento.',
    es: 'El consumo real del entorno este mes, para compararlo con el presupuesto.',
  },
  "The environment's t_code.": { 'pt-BR': 'O t_code do ambiente.', es: 'El t_code del entorno.' },
  'The environments this user holds.': {
    'pt-BR': 'Os ambientes que este usuário tem.',
    es: 'Los entornos que tiene este usuario.',
  },
  'The environments whose entries the user may see.': {
    'pt-BR': 'Os ambientes cujos registros o usuário pode ver.',
    es: 'Los entornos cuyas entradas puede ver el usuario.',
  },
  'The event it was moved into, with its value there.': {
    'pt-BR': 'O evento para o qual foi migrada, com o seu valor nele.',
    es: 'El evento al que se migró, con su valor en él.',
  },
  'The fields a 400 validation_failed refused (validation stops at the first refusal, so mostly one); empty for every other error.':
    {
      'pt-BR':
        'Os campos que um 400 validation_failed recusou (a validação para na primeira recusa, então quase sempre um); vazio para qualquer outro erro.',
      es: 'Los campos que rechazó un 400 validation_failed (la validación se detiene en el primer rechazo, así que casi siempre uno); vacío para cualquier otro error.',
    },
  'The file (application/pdf or text/csv).': {
    'pt-BR': 'O arquivo (application/pdf ou text/csv).',
    es: 'El archivo (application/pdf o text/csv).',
  },
  'The first feature or flag of the role the caller does not hold there: they may not give or take it (the API would answer 403 iam_grant_exceeds_own). Null when they may.':
    {
      'pt-BR':
        'A primeira funcionalidade ou sinalizador do perfil que quem chama não tem ali: não pode dá-lo nem retirá-lo (a API responderia 403 iam_grant_exceeds_own). Null quando pode.',
      es: 'La primera funcionalidad o indicador del perfil que quien llama no tiene allí: no puede darlo ni quitarlo (la API respondería 403 iam_grant_exceeds_own). Null cuando puede.',
    },
  'The getting-started steps in order, each done or not from what the environment holds.': {
    'pt-BR': 'Os primeiros passos em ordem, cada um feito ou não conforme o que o ambiente tem.',
    es: 'Los primeros pasos en orden, cada uno hecho o no según lo que tiene el entorno.',
  },
  'The id of the event published.': {
    'pt-BR': 'O id do evento publicado.',
    es: 'El id del evento publicado.',
  },
  'The id of the last event received: the missed ones follow.': {
    'pt-BR': 'O id do último evento recebido: os perdidos vêm em seguida.',
    es: 'El id del último evento recibido: los perdidos vienen a continuación.',
  },
  'The ids of the columns shown, in the list’s order.': {
    'pt-BR': 'Os ids das colunas exibidas, na ordem da lista.',
    es: 'Los ids de las columnas mostradas, en el orden de la lista.',
  },
  'The image it was made from.': {
    'pt-BR': 'A imagem de que ela foi criada.',
    es: 'La imagen a partir de la que se creó.',
  },
  'The item, e.g. std.4x16 (a machine size), disk.standard, ip.public.': {
    'pt-BR': 'O item, p. ex. std.4x16 (um tamanho de máquina), disk.standard, ip.public.',
    es: 'El elemento, p. ej. std.4x16 (un tamaño de máquina), disk.standard, ip.public.',
  },
  'The jti claim of the token.': {
    'pt-BR': 'A declaração jti do token.',
    es: 'La declaración jti del token.',
  },
  'The key size ssh-keygen -l prints (256 for ed25519).': {
    'pt-BR': 'O tamanho da chave que o ssh-keygen -l mostra (256 para ed25519).',
    es: 'El tamaño de la clave que muestra ssh-keygen -l (256 para ed25519).',
  },
  "The key's name, typed.": { 'pt-BR': 'O nome da chave, digitado.', es: 'El nombre de la clave, escrito.' },
  'The language of the texts: pt-BR, en, es (others read English).': {
    'pt-BR': 'O idioma dos textos: pt-BR, en, es (os demais leem inglês).',
    es: 'El idioma de los textos: pt-BR, en, es (los demás leen inglés).',
  },
  'The last 12 months, oldest first; the last is the current month so far.': {
    'pt-BR': 'Os últimos 12 meses, os mais antigos primeiro; o último é o mês atual até agora.',
    es: 'Los últimos 12 meses, los más antiguos primero; el último es el mes actual hasta ahora.',
  },
  'The latest when not given.': {
    'pt-BR': 'A mais recente quando não informada.',
    es: 'La más reciente cuando no se indica.',
  },
  'The line’s amount. Integer centavos, a decimal string.': {
    'pt-BR': 'O valor da linha. Centavos inteiros, como texto decimal.',
    es: 'El importe de la línea. Centavos enteros, como cadena decimal.',
  },
  "The list screen's id, e.g. iaas-resources; unique within the preference.": {
    'pt-BR': 'O id da tela de lista, p. ex. iaas-resources; único na preferência.',
    es: 'El id de la pantalla de lista, p. ej. iaas-resources; único en la preferencia.',
  },
  'The machine it was taken of (it may be gone since).': {
    'pt-BR': 'A máquina de que foi tirado (pode já não existir).',
    es: 'La máquina de la que se tomó (puede que ya no exista).',
  },
  'The machine, e.g. vm-acm1-01.': {
    'pt-BR': 'A máquina, p. ex. vm-acm1-01.',
    es: 'La máquina, p. ej. vm-acm1-01.',
  },
  'The members from now on: the others leave the group.': {
    'pt-BR': 'Os membros a partir de agora: os demais saem do grupo.',
    es: 'Los miembros desde ahora: los demás salen del grupo.',
  },
  'The message; null for a status change.': {
    'pt-BR': 'A mensagem; null numa mudança de situação.',
    es: 'El mensaje; null en un cambio de estado.',
  },
  'The month at the pace so far (to date ÷ days elapsed × days in the month); null on its first day.': {
    'pt-BR': 'O mês no ritmo até agora (até hoje ÷ dias decorridos × dias do mês); null no primeiro dia.',
    es: 'El mes al ritmo actual (hasta hoy ÷ días transcurridos × días del mes); null en su primer día.',
  },
  'The monthly fee in `currency`, two decimals.': {
    'pt-BR': 'A mensalidade em `currency`, com duas casas decimais.',
    es: 'La cuota mensual en `currency`, con dos decimales.',
  },
  'The month’s consumption. Integer centavos, a decimal string.': {
    'pt-BR': 'O consumo do mês. Centavos inteiros, como texto decimal.',
    es: 'El consumo del mes. Centavos enteros, como cadena decimal.',
  },
  'The month’s projection. Integer centavos, a decimal string.': {
    'pt-BR': 'A projeção do mês. Centavos inteiros, como texto decimal.',
    es: 'La proyección del mes. Centavos enteros, como cadena decimal.',
  },
  'The most recent first.': { 'pt-BR': 'Os mais recentes primeiro.', es: 'Los más recientes primero.' },
  'The name users see when it answers.': {
    'pt-BR': 'O nome que os usuários veem quando ele responde.',
    es: 'El nombre que ven los usuarios cuando responde.',
  },
  'The network it is in.': { 'pt-BR': 'A rede em que ela está.', es: 'La red en la que está.' },
  "The network's or subnet's name, typed by the user.": {
    'pt-BR': 'O nome da rede ou da sub-rede, digitado pelo usuário.',
    es: 'El nombre de la red o subred, escrito por el usuario.',
  },
  'The new machine, e.g. vm-acm1-7f3a2c.': {
    'pt-BR': 'A nova máquina, p. ex. vm-acm1-7f3a2c.',
    es: 'La nueva máquina, p. ej. vm-acm1-7f3a2c.',
  },
  'The one-time code from /authorize.': {
    'pt-BR': 'O código de uso único de /authorize.',
    es: 'El código de un solo uso de /authorize.',
  },
  'The origins failed over or restored; empty for a plan test.': {
    'pt-BR': 'As origens com a DR ativada ou restauradas; vazio para um teste do plano.',
    es: 'Los orígenes conmutados o restaurados; vacío para una prueba del plan.',
  },
  'The page asked for of the resources matching the filter, in the order asked.': {
    'pt-BR': 'A página pedida dos recursos que atendem ao filtro, na ordem pedida.',
    es: 'La página pedida de los recursos que coinciden con el filtro, en el orden pedido.',
  },
  'The pair (its dr_origin topology_id); absent: every pair of the environment.': {
    'pt-BR': 'O par (o topology_id do seu dr_origin); ausente: todos os pares do ambiente.',
    es: 'El par (el topology_id de su dr_origin); ausente: todos los pares del entorno.',
  },
  'The pair serves from its destination (DR activated).': {
    'pt-BR': 'O par atende pelo destino (DR ativada).',
    es: 'El par sirve desde su destino (DR activada).',
  },
  'The phone number or e-mail address.': {
    'pt-BR': 'O número de telefone ou o endereço de e-mail.',
    es: 'El número de teléfono o la dirección de correo.',
  },
  'The plan bought (one of an offer on sale here).': {
    'pt-BR': 'O plano comprado (um de uma oferta à venda aqui).',
    es: 'El plan comprado (uno de una oferta a la venta aquí).',
  },
  'The portal page of the new ticket.': {
    'pt-BR': 'A página do novo chamado no portal.',
    es: 'La página del nuevo ticket en el portal.',
  },
  "The previous page's next_cursor: the events after it.": {
    'pt-BR': 'O next_cursor da página anterior: os eventos depois dele.',
    es: 'El next_cursor de la página anterior: los eventos posteriores.',
  },
  'The price when bought. Integer centavos, a decimal string.': {
    'pt-BR': 'O preço no momento da compra. Centavos inteiros, como texto decimal.',
    es: 'El precio en el momento de la compra. Centavos enteros, como cadena decimal.',
  },
  'The product (Produto).': { 'pt-BR': 'O produto.', es: 'El producto (Produto).' },
  'The product it runs, e.g. protheus, fluig, rm, tss.': {
    'pt-BR': 'O produto que ela roda, p. ex. protheus, fluig, rm, tss.',
    es: 'El producto que ejecuta, p. ej. protheus, fluig, rm, tss.',
  },
  'The products it works with.': {
    'pt-BR': 'Os produtos com que ele trabalha.',
    es: 'Los productos con los que trabaja.',
  },
  "The provider's name for it, e.g. sub-acm1-01-02.": {
    'pt-BR': 'O nome dado pelo provedor, p. ex. sub-acm1-01-02.',
    es: 'El nombre que le da el proveedor, p. ej. sub-acm1-01-02.',
  },
  "The provider's name for it, e.g. vm-acm1-erp-01.": {
    'pt-BR': 'O nome dado pelo provedor, p. ex. vm-acm1-erp-01.',
    es: 'El nombre que le da el proveedor, p. ej. vm-acm1-erp-01.',
  },
  'The quantity’s unit; for a tax, its rate in basis points (500 = 5%).': {
    'pt-BR': 'A unidade da quantidade; para um imposto, a alíquota em pontos-base (500 = 5%).',
    es: 'La unidad de la cantidad; para un impuesto, su tasa en puntos básicos (500 = 5%).',
  },
  "The query's `hash` value.": {
    'pt-BR': 'O valor de `hash` da consulta.',
    es: 'El valor de `hash` de la consulta.',
  },
  "The query's `user` value: the signed-in user's stream_channel.": {
    'pt-BR': 'O valor de `user` da consulta: o stream_channel do usuário conectado.',
    es: 'El valor de `user` de la consulta: el stream_channel del usuario conectado.',
  },
  "The recipients' emails as far as the caller may see them: only their own.": {
    'pt-BR': 'Os e-mails dos destinatários até onde quem chama pode vê-los: só o próprio.',
    es: 'Los correos de los destinatarios hasta donde quien llama puede verlos: solo el propio.',
  },
  'The regions its resources are in.': {
    'pt-BR': 'As regiões em que os recursos estão.',
    es: 'Las regiones en las que están sus recursos.',
  },
  'The regions new resources may be made in (of the price list’s regions).': {
    'pt-BR': 'As regiões em que novos recursos podem ser criados (entre as da tabela de preços).',
    es: 'Las regiones en las que se pueden crear nuevos recursos (de las de la lista de precios).',
  },
  'The regions of its dr_destination topologies, sorted; empty without disaster recovery.': {
    'pt-BR': 'As regiões das topologias dr_destination, ordenadas; vazio sem recuperação de desastre.',
    es: 'Las regiones de sus topologías dr_destination, ordenadas; vacío sin recuperación ante desastres.',
  },
  'The regions of its resources, sorted.': {
    'pt-BR': 'As regiões dos recursos, ordenadas.',
    es: 'Las regiones de sus recursos, ordenadas.',
  },
  'The resource acted on.': {
    'pt-BR': 'O recurso sobre o qual se agiu.',
    es: 'El recurso sobre el que se actuó.',
  },
  'The resource it touched.': { 'pt-BR': 'O recurso que ela alterou.', es: 'El recurso que tocó.' },
  "The resource's name, typed by the user.": {
    'pt-BR': 'O nome do recurso, digitado pelo usuário.',
    es: 'El nombre del recurso, escrito por el usuario.',
  },
  'The roles the user holds there from now on: the others are taken away.': {
    'pt-BR': 'Os perfis que o usuário tem ali a partir de agora: os demais são retirados.',
    es: 'Los perfiles que el usuario tiene allí desde ahora: los demás se quitan.',
  },
  'The secret value: stored encrypted, never answered but by a reveal, never logged.': {
    'pt-BR':
      'O valor secreto: guardado criptografado, nunca respondido a não ser por uma revelação, nunca registrado.',
    es: 'El valor secreto: se guarda cifrado, nunca se responde salvo al revelarlo, nunca se registra.',
  },
  "The secret's name, typed.": {
    'pt-BR': 'O nome do segredo, digitado.',
    es: 'El nombre del secreto, escrito.',
  },
  'The service (Serviço), e.g. Computação.': {
    'pt-BR': 'O serviço, por exemplo, Computação.',
    es: 'El servicio (Serviço), por ejemplo, Computação.',
  },
  'The shared-budget link (portal spec §4): iaas/calculator/shared-budget?cloud_id=…&budget_id=…, which opens this budget for whoever may see the environment.':
    {
      'pt-BR':
        'O link de orçamento compartilhado (especificação do portal §4): iaas/calculator/shared-budget?cloud_id=…&budget_id=…, que abre este orçamento para quem pode ver o ambiente.',
      es: 'El enlace de presupuesto compartido (especificación del portal §4): iaas/calculator/shared-budget?cloud_id=…&budget_id=…, que abre este presupuesto para quien puede ver el entorno.',
    },
  'The sign-in (refresh-token family).': {
    'pt-BR': 'O acesso (família de tokens de renovação).',
    es: 'El acceso (familia de tokens de renovación).',
  },
  'The sign-in making this request.': {
    'pt-BR': 'O acesso que faz esta requisição.',
    es: 'El acceso que hace esta solicitud.',
  },
  "The signed-in user's own email.": {
    'pt-BR': 'O e-mail do próprio usuário conectado.',
    es: 'El correo del propio usuario conectado.',
  },
  'The start as an instant (for the 7-day rule).': {
    'pt-BR': 'O início como instante (para a regra dos 7 dias).',
    es: 'El inicio como instante (para la regla de los 7 días).',
  },
  'The start of the message, at most 160 characters.': {
    'pt-BR': 'O começo da mensagem, no máximo 160 caracteres.',
    es: 'El comienzo del mensaje, como máximo 160 caracteres.',
  },
  'The steps done, in order.': {
    'pt-BR': 'Os passos concluídos, em ordem.',
    es: 'Los pasos realizados, en orden.',
  },
  'The stream_channel of the user the hash was made for.': {
    'pt-BR': 'O stream_channel do usuário para quem o hash foi feito.',
    es: 'El stream_channel del usuario para quien se hizo el hash.',
  },
  'The subscribe path with its query, ready for new EventSource(base + path).': {
    'pt-BR': 'O caminho de assinatura com a consulta, pronto para new EventSource(base + path).',
    es: 'La ruta de suscripción con su consulta, lista para new EventSource(base + path).',
  },
  'The sum of the consumption and purchase lines. Integer centavos, a decimal string.': {
    'pt-BR': 'A soma das linhas de consumo e de compras. Centavos inteiros, como texto decimal.',
    es: 'La suma de las líneas de consumo y de compras. Centavos enteros, como cadena decimal.',
  },
  'The sum of the lines a month.': {
    'pt-BR': 'A soma das linhas por mês.',
    es: 'La suma de las líneas al mes.',
  },
  'The sum of the tax lines. Integer centavos, a decimal string.': {
    'pt-BR': 'A soma das linhas de impostos. Centavos inteiros, como texto decimal.',
    es: 'La suma de las líneas de impuestos. Centavos enteros, como cadena decimal.',
  },
  'The support agent or team on it.': {
    'pt-BR': 'O atendente ou a equipe de suporte responsável.',
    es: 'El agente o equipo de soporte a cargo.',
  },
  'The t_codes it is shown to (audience chosen).': {
    'pt-BR': 'Os t_codes a quem ela é mostrada (público escolhido).',
    es: 'Los t_codes a los que se muestra (público elegido).',
  },
  'The text in each language of the portal.': {
    'pt-BR': 'O texto em cada idioma do portal.',
    es: 'El texto en cada idioma del portal.',
  },
  'The ticket number.': { 'pt-BR': 'O número do chamado.', es: 'El número del ticket.' },
  'The token, `nvm_pat_` and 43 characters: only in the 201 that creates it (a retry with the same Idempotency-Key answers 200 without it). Send it as `Authorization: Bearer <secret>`.':
    {
      'pt-BR':
        'O token, `nvm_pat_` e 43 caracteres: só no 201 que o cria (uma nova tentativa com a mesma Idempotency-Key responde 200 sem ele). Envie-o como `Authorization: Bearer <secret>`.',
      es: 'El token, `nvm_pat_` y 43 caracteres: solo en el 201 que lo crea (un reintento con la misma Idempotency-Key responde 200 sin él). Envíelo como `Authorization: Bearer <secret>`.',
    },
  'The topology list includes dr_destination replicas (the "DR" view).': {
    'pt-BR': 'A lista de topologias inclui as réplicas dr_destination (a visão “DR”).',
    es: 'La lista de topologías incluye las réplicas dr_destination (la vista “DR”).',
  },
  "The topology's id, or the machine's resource_id.": {
    'pt-BR': 'O id da topologia, ou o resource_id da máquina.',
    es: 'El id de la topología, o el resource_id de la máquina.',
  },
  'The unit price today.': { 'pt-BR': 'O preço unitário hoje.', es: 'El precio unitario hoy.' },
  "The user's email.": { 'pt-BR': 'O e-mail do usuário.', es: 'El correo del usuario.' },
  "The user's favorites among the environments they may see, oldest first.": {
    'pt-BR': 'Os favoritos do usuário entre os ambientes que ele pode ver, dos mais antigos aos mais novos.',
    es: 'Los favoritos del usuario entre los entornos que puede ver, del más antiguo al más reciente.',
  },
  "The user's own acceptances; an administrator (iam) or staff see every user's of this environment.": {
    'pt-BR':
      'Os aceites do próprio usuário; um administrador (iam) ou a equipe veem os de todos os usuários deste ambiente.',
    es: 'Las aceptaciones del propio usuario; un administrador (iam) o el equipo ven las de todos los usuarios de este entorno.',
  },
  "The user's stream_channel, or `<cloudId>-generic-message`.": {
    'pt-BR': 'O stream_channel do usuário, ou `<cloudId>-generic-message`.',
    es: 'El stream_channel del usuario, o `<cloudId>-generic-message`.',
  },
  'The user’s own, by name.': {
    'pt-BR': 'As do próprio usuário, por nome.',
    es: 'Los del propio usuario, por nombre.',
  },
  'The whole environment, whatever the filter: the counts above the list, the region choices.': {
    'pt-BR': 'O ambiente inteiro, seja qual for o filtro: as contagens acima da lista, as opções de região.',
    es: 'Todo el entorno, sea cual sea el filtro: los contadores sobre la lista, las opciones de región.',
  },
  'Their own grant, if any.': {
    'pt-BR': 'A concessão própria, se houver.',
    es: 'Su propia concesión, si la hay.',
  },
  "This environment's latest request to join it (approved: it takes part).": {
    'pt-BR': 'A última solicitação deste ambiente para participar dele (aprovada: participa).',
    es: 'La última solicitud de este entorno para participar en él (aprobada: participa).',
  },
  'This month up to yesterday (the analytics side’s daily totals). Integer centavos, a decimal string.': {
    'pt-BR':
      'Este mês até ontem (os totais diários do lado de análise de dados). Centavos inteiros, como texto decimal.',
    es: 'Este mes hasta ayer (los totales diarios del lado de análisis de datos). Centavos enteros, como cadena decimal.',
  },
  'Tickets matching status and search, over all pages.': {
    'pt-BR': 'Chamados que atendem ao status e à busca, em todas as páginas.',
    es: 'Tickets que coinciden con el estado y la búsqueda, en todas las páginas.',
  },
  'Today is within its dates: it may be joined.': {
    'pt-BR': 'Hoje está dentro das suas datas: é possível participar.',
    es: 'Hoy está dentro de sus fechas: se puede participar.',
  },
  'Tokens neither revoked nor expired.': {
    'pt-BR': 'Tokens nem revogados nem expirados.',
    es: 'Tokens ni revocados ni vencidos.',
  },
  'Topology backups are listed (backup_download).': {
    'pt-BR': 'Os backups de topologia são listados (backup_download).',
    es: 'Se listan las copias de seguridad de topología (backup_download).',
  },
  'Twelve months.': { 'pt-BR': 'Doze meses.', es: 'Doce meses.' },
  'USER_FAILED: failed because of what the user asked for (push alerts carry it too).': {
    'pt-BR': 'USER_FAILED: falhou por causa do que o usuário pediu (os alertas enviados também o trazem).',
    es: 'USER_FAILED: falló por lo que pidió el usuario (las alertas enviadas también lo llevan).',
  },
  'Unique in the environment (409 iaas_ssh_key_name_taken); no spaces around it.': {
    'pt-BR': 'Único no ambiente (409 iaas_ssh_key_name_taken); sem espaços em volta.',
    es: 'Único en el entorno (409 iaas_ssh_key_name_taken); sin espacios alrededor.',
  },
  'Unique in the environment: letters, digits, dot, dash, underscore and slash.': {
    'pt-BR': 'Único no ambiente: letras, dígitos, ponto, hífen, sublinhado e barra.',
    es: 'Único en el entorno: letras, dígitos, punto, guion, guion bajo y barra.',
  },
  'Unique within the list.': { 'pt-BR': 'Único na lista.', es: 'Único en la lista.' },
  'Unique; lower case, digits, _.': {
    'pt-BR': 'Único; minúsculas, dígitos, _.',
    es: 'Único; minúsculas, dígitos, _.',
  },
  'Until when it may be cancelled without being billed; null: it cannot be.': {
    'pt-BR': 'Até quando pode ser cancelada sem ser cobrada; nulo: não pode.',
    es: 'Hasta cuándo se puede cancelar sin facturarse; nulo: no se puede.',
  },
  'VM snapshots are listed (IaaS).': {
    'pt-BR': 'Os instantâneos de máquinas são listados (IaaS).',
    es: 'Se listan las instantáneas de máquinas (IaaS).',
  },
  'Values for {%1}, {%2}… in the translation.': {
    'pt-BR': 'Valores para {%1}, {%2}… na tradução.',
    es: 'Valores para {%1}, {%2}… en la traducción.',
  },
  'Versions kept (every one may be revealed).': {
    'pt-BR': 'Versões guardadas (todas podem ser reveladas).',
    es: 'Versiones guardadas (todas se pueden revelar).',
  },
  'Virtual machines (boot disk) and volumes: the size in GB.': {
    'pt-BR': 'Máquinas virtuais (disco de inicialização) e volumes: o tamanho em GB.',
    es: 'Máquinas virtuales (disco de arranque) y volúmenes: el tamaño en GB.',
  },
  'Virtual machines in this network.': {
    'pt-BR': 'Máquinas virtuais nesta rede.',
    es: 'Máquinas virtuales en esta red.',
  },
  'Virtual machines: their memory in GB; null for other kinds.': {
    'pt-BR': 'Máquinas virtuais: a memória em GB; null para os outros tipos.',
    es: 'Máquinas virtuales: su memoria en GB; null para otros tipos.',
  },
  'Virtual machines: their vCPUs; null for other kinds.': {
    'pt-BR': 'Máquinas virtuais: as vCPUs; null para os outros tipos.',
    es: 'Máquinas virtuales: sus vCPU; null para otros tipos.',
  },
  'Volumes and public IPs: the resource_id of the machine they serve; null when free.': {
    'pt-BR': 'Volumes e IPs públicos: o resource_id da máquina a que servem; null quando livres.',
    es: 'Volúmenes e IP públicas: el resource_id de la máquina a la que sirven; null cuando están libres.',
  },
  'What a restore asks to be typed: the backup_id, or the snapshot name.': {
    'pt-BR': 'O que uma restauração pede para digitar: o backup_id, ou o nome do instantâneo.',
    es: 'Lo que una restauración pide escribir: el backup_id, o el nombre de la instantánea.',
  },
  'What it was after; null when it was removed or not recorded.': {
    'pt-BR': 'Como ficou depois; null quando foi removido ou não registrado.',
    es: 'Cómo quedó después; null cuando se eliminó o no se registró.',
  },
  'What the customer quotes to support; the ticket’s address.': {
    'pt-BR': 'O que o cliente informa ao suporte; o endereço do chamado.',
    es: 'Lo que el cliente cita a soporte; la dirección del ticket.',
  },
  'What the group sees from now on; a dashboard named twice is refused (400).': {
    'pt-BR': 'O que o grupo vê a partir de agora; um painel citado duas vezes é recusado (400).',
    es: 'Lo que ve el grupo desde ahora; un panel nombrado dos veces se rechaza (400).',
  },
  'What the month cost for this service and product. Integer centavos, a decimal string.': {
    'pt-BR': 'Quanto o mês custou para este serviço e produto. Centavos inteiros, como texto decimal.',
    es: 'Lo que costó el mes para este servicio y producto. Centavos enteros, como cadena decimal.',
  },
  'What the step did, e.g. starting, running.': {
    'pt-BR': 'O que o passo fez, p. ex. starting, running.',
    es: 'Lo que hizo el paso, p. ej. starting, running.',
  },
  'What the thing changed was before; null when not recorded.': {
    'pt-BR': 'Como era o que mudou antes; null quando não registrado.',
    es: 'Cómo era antes lo que cambió; null cuando no se registró.',
  },
  'What the user holds there now, by name.': {
    'pt-BR': 'O que o usuário tem ali agora, por nome.',
    es: 'Lo que el usuario tiene allí ahora, por nombre.',
  },
  'What this source grants: admin/reader, or view/edit for a workspace.': {
    'pt-BR': 'O que esta origem concede: admin/reader, ou view/edit para um espaço de trabalho.',
    es: 'Lo que concede este origen: admin/reader, o view/edit para un espacio de trabajo.',
  },
  'When a sign-in of theirs was last issued or refreshed; null when never.': {
    'pt-BR': 'Quando um acesso da pessoa foi emitido ou renovado pela última vez; null quando nunca.',
    es: 'Cuándo se emitió o renovó por última vez un acceso suyo; null cuando nunca.',
  },
  'When it was frozen.': { 'pt-BR': 'Quando foi congelado.', es: 'Cuándo se congeló.' },
  'When its latest version was written.': {
    'pt-BR': 'Quando a versão mais recente foi gravada.',
    es: 'Cuándo se escribió su versión más reciente.',
  },
  'When the failover was activated; null while the origin serves.': {
    'pt-BR': 'Quando a DR foi ativada; null enquanto a origem atende.',
    es: 'Cuándo se activó la conmutación; null mientras sirve el origen.',
  },
  'Where invoices are sent.': {
    'pt-BR': 'Para onde as faturas são enviadas.',
    es: 'Adónde se envían las facturas.',
  },
  'Where the invitation goes.': { 'pt-BR': 'Para onde vai o convite.', es: 'Adónde va la invitación.' },
  'Whether a customer-scope role may hold it.': {
    'pt-BR': 'Se um perfil de escopo de cliente pode tê-la.',
    es: 'Si un perfil de alcance de cliente puede tenerla.',
  },
  "Whether dr_destination replicas are listed: the user's all-topologies DR switch is on (and they hold admin_topology_dr). When false they are left out and only the other topologies, dr_origin included, are listed.":
    {
      'pt-BR':
        'Se as réplicas dr_destination são listadas: a opção de DR de todas as topologias do usuário está ligada (e ele tem admin_topology_dr). Quando false, elas ficam de fora e só as outras topologias, dr_origin inclusive, são listadas.',
      es: 'Si se listan las réplicas dr_destination: la opción de DR de todas las topologías del usuario está activada (y tiene admin_topology_dr). Cuando es false quedan fuera y solo se listan las otras topologías, dr_origin incluido.',
    },
  'Whether it may be cancelled now.': {
    'pt-BR': 'Se pode ser cancelada agora.',
    es: 'Si se puede cancelar ahora.',
  },
  'Whether that machine is still in the environment.': {
    'pt-BR': 'Se aquela máquina ainda está no ambiente.',
    es: 'Si esa máquina sigue en el entorno.',
  },
  'Whether the DR backup page can download it.': {
    'pt-BR': 'Se a página de backups de DR pode baixá-lo.',
    es: 'Si la página de copias de DR puede descargarla.',
  },
  'Whether the login page shows the single sign-on button.': {
    'pt-BR': 'Se a página de entrada mostra o botão de login único.',
    es: 'Si la página de inicio de sesión muestra el botón de inicio de sesión único.',
  },
  'Whether the signed-in user starred this environment.': {
    'pt-BR': 'Se o usuário conectado marcou este ambiente como favorito.',
    es: 'Si el usuario conectado marcó este entorno como favorito.',
  },
  'Whether the user holds iaas_information_documents.': {
    'pt-BR': 'Se o usuário tem iaas_information_documents.',
    es: 'Si el usuario tiene iaas_information_documents.',
  },
  'Whether this user may restore it now.': {
    'pt-BR': 'Se este usuário pode restaurá-lo agora.',
    es: 'Si este usuario puede restaurarlo ahora.',
  },
  'Which part of the request held the value.': {
    'pt-BR': 'Qual parte da requisição continha o valor.',
    es: 'Qué parte de la solicitud contenía el valor.',
  },
  'While the machine is in error: the operation that failed on it last, and why; null otherwise.': {
    'pt-BR':
      'Enquanto a máquina está com erro: a última operação que falhou nela, e por quê; null caso contrário.',
    es: 'Mientras la máquina está en error: la última operación que falló en ella, y por qué; null en caso contrario.',
  },
  'Who activated it (full name); null while the origin serves.': {
    'pt-BR': 'Quem o ativou (nome completo); null enquanto a origem atende.',
    es: 'Quién la activó (nombre completo); null mientras sirve el origen.',
  },
  'Who added it (their e-mail); null for a key the platform added or whose user is gone.': {
    'pt-BR':
      'Quem a adicionou (o e-mail); null para uma chave que a plataforma adicionou ou cujo usuário não existe mais.',
    es: 'Quién la añadió (su correo); null para una clave que añadió la plataforma o cuyo usuario ya no existe.',
  },
  'Who appears in the entries the user may see.': {
    'pt-BR': 'Quem aparece nos registros que o usuário pode ver.',
    es: 'Quién aparece en las entradas que el usuario puede ver.',
  },
  'Who asked for it: an email.': { 'pt-BR': 'Quem o pediu: um e-mail.', es: 'Quién lo pidió: un correo.' },
  'Who asked: an email.': { 'pt-BR': 'Quem pediu: um e-mail.', es: 'Quién pidió: un correo.' },
  'Who did it (full name).': { 'pt-BR': 'Quem fez (nome completo).', es: 'Quién lo hizo (nombre completo).' },
  'Who did it.': { 'pt-BR': 'Quem fez.', es: 'Quién lo hizo.' },
  "Who did it: the user's email.": {
    'pt-BR': 'Quem fez: o e-mail do usuário.',
    es: 'Quién lo hizo: el correo del usuario.',
  },
  'Who holds the environment or a role on it, by name.': {
    'pt-BR': 'Quem tem o ambiente ou um perfil nele, por nome.',
    es: 'Quién tiene el entorno o un perfil en él, por nombre.',
  },
  'Who published it (e-mail).': { 'pt-BR': 'Quem a publicou (e-mail).', es: 'Quién la publicó (correo).' },
  'Who ran it: an email, or "sistema".': {
    'pt-BR': 'Quem executou: um e-mail, ou "sistema".',
    es: 'Quién lo ejecutó: un correo, o "sistema".',
  },
  'Who wrote it (e-mail).': { 'pt-BR': 'Quem gravou (e-mail).', es: 'Quién lo escribió (correo).' },
  'Whole days of the month counted (to yesterday).': {
    'pt-BR': 'Dias inteiros do mês contados (até ontem).',
    es: 'Días enteros del mes contados (hasta ayer).',
  },
  'Whom it was done for, when not the actor (an impersonation): shown as "via impersonation by" the actor.': {
    'pt-BR':
      'Para quem foi feito, quando não é o autor (uma personificação): exibido como “via personificação por” o autor.',
    es: 'Para quién se hizo, cuando no es el autor (una suplantación): se muestra como “mediante suplantación por” el autor.',
  },
  'Why it failed (error_code.{code}).': {
    'pt-BR': 'Por que falhou (error_code.{code}).',
    es: 'Por qué falló (error_code.{code}).',
  },
  'Why it was refused.': { 'pt-BR': 'Por que foi recusada.', es: 'Por qué se rechazó.' },
  'Written at most once a minute.': {
    'pt-BR': 'Gravado no máximo uma vez por minuto.',
    es: 'Se escribe como máximo una vez por minuto.',
  },
  'YYYY-MM, the month an invoice bills.': {
    'pt-BR': 'AAAA-MM, o mês que a fatura cobra.',
    es: 'AAAA-MM, el mes que factura una factura.',
  },
  'YYYY-MM.': { 'pt-BR': 'AAAA-MM.', es: 'AAAA-MM.' },
  'active: has set a password; invited: their invitation link still works; invite_expired: it no longer does.':
    {
      'pt-BR':
        'active: já definiu a senha; invited: o link do convite ainda funciona; invite_expired: não funciona mais.',
      es: 'active: ya definió su contraseña; invited: su enlace de invitación aún funciona; invite_expired: ya no funciona.',
    },
  "admin: 'administrador do dashboard' (UpdateDashboard + DeleteDashboard, §5); reader: read-only.": {
    'pt-BR':
      'admin: “administrador do dashboard” (UpdateDashboard + DeleteDashboard, §5); reader: somente leitura.',
    es: 'admin: “administrador do dashboard” (UpdateDashboard + DeleteDashboard, §5); reader: solo lectura.',
  },
  'application/pdf': { 'pt-BR': 'application/pdf', es: 'application/pdf' },
  'consumption: the service; purchase: the seller (marketplace, ai_agent, tss); tax: its code.': {
    'pt-BR':
      'consumption: o serviço; purchase: o vendedor (marketplace, ai_agent, tss); tax: o código do imposto.',
    es: 'consumption: el servicio; purchase: el vendedor (marketplace, ai_agent, tss); tax: el código del impuesto.',
  },
  "customer: the customer's side; agent: the provider's support; system: automatic.": {
    'pt-BR': 'customer: o lado do cliente; agent: o suporte do provedor; system: automático.',
    es: 'customer: el lado del cliente; agent: el soporte del proveedor; system: automático.',
  },
  "delete: the machine's name, typed by the user.": {
    'pt-BR': 'delete: o nome da máquina, digitado pelo usuário.',
    es: 'delete: el nombre de la máquina, escrito por el usuario.',
  },
  'e.g. "ERP em produção".': { 'pt-BR': 'p. ex. "ERP em produção".', es: 'p. ej. "ERP em produção".' },
  'e.g. "Operador de IaaS".': { 'pt-BR': 'p. ex. "Operador de IaaS".', es: 'p. ej. "Operador de IaaS".' },
  "e.g. 'Financeiro Acme'; unique, whatever the case.": {
    'pt-BR': "p. ex. 'Financeiro Acme'; único, sem diferenciar maiúsculas.",
    es: "p. ej. 'Financeiro Acme'; único, sin distinguir mayúsculas.",
  },
  "e.g. 'invoice-reader'.": {
    'pt-BR': "Por exemplo, 'invoice-reader'.",
    es: "Por ejemplo, 'invoice-reader'.",
  },
  'e.g. bkp-acm1-001': { 'pt-BR': 'p. ex. bkp-acm1-001', es: 'p. ej. bkp-acm1-001' },
  'e.g. net-acm1-01.': { 'pt-BR': 'p. ex. net-acm1-01.', es: 'p. ej. net-acm1-01.' },
  'e.g. sa-east-1.': { 'pt-BR': 'p. ex. sa-east-1.', es: 'p. ej. sa-east-1.' },
  'e.g. snap-3f2a9c1d': { 'pt-BR': 'p. ex. snap-3f2a9c1d', es: 'p. ej. snap-3f2a9c1d' },
  'e.g. ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa.': {
    'pt-BR': 'p. ex. ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa.',
    es: 'p. ej. ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa.',
  },
  'e.g. sub-acm1-01-01.': { 'pt-BR': 'p. ex. sub-acm1-01-01.', es: 'p. ej. sub-acm1-01-01.' },
  'e.g. ubuntu-24.04.': { 'pt-BR': 'p. ex. ubuntu-24.04.', es: 'p. ej. ubuntu-24.04.' },
  'e.g. vm-acm1-01.': { 'pt-BR': 'p. ex. vm-acm1-01.', es: 'p. ej. vm-acm1-01.' },
  'e.g. vm.create.': { 'pt-BR': 'p. ex. vm.create.', es: 'p. ej. vm.create.' },
  'e.g. vm.start, settings.change, backup.download.': {
    'pt-BR': 'p. ex. vm.start, settings.change, backup.download.',
    es: 'p. ej. vm.start, settings.change, backup.download.',
  },
  'e.g. vol-acm1-03.': { 'pt-BR': 'p. ex. vol-acm1-03.', es: 'p. ej. vol-acm1-03.' },
  'low, normal, high or urgent.': {
    'pt-BR': 'low, normal, high ou urgent.',
    es: 'low, normal, high o urgent.',
  },
  'month: the price of one item a month; gb_month: of one GB a month.': {
    'pt-BR': 'month: o preço de um item por mês; gb_month: de um GB por mês.',
    es: 'month: el precio de un elemento al mes; gb_month: de un GB al mes.',
  },
  'monthly: billed every month; once: billed once.': {
    'pt-BR': 'monthly: cobrado todo mês; once: cobrado uma vez.',
    es: 'monthly: facturado cada mes; once: facturado una vez.',
  },
  'new, open, pending (waiting for the customer), on_hold (waiting for a third party): open; solved, closed: closed.':
    {
      'pt-BR':
        'new, open, pending (aguardando o cliente), on_hold (aguardando terceiros): aberto; solved, closed: fechado.',
      es: 'new, open, pending (esperando al cliente), on_hold (esperando a un tercero): abierto; solved, closed: cerrado.',
    },
  'null for an entry of no environment (seen by provider staff only).': {
    'pt-BR': 'null para um registro sem ambiente (visto só pela equipe do provedor).',
    es: 'null para una entrada sin entorno (solo la ve el equipo del proveedor).',
  },
  'null on the last page.': { 'pt-BR': 'null na última página.', es: 'null en la última página.' },
  'null while running.': { 'pt-BR': 'null enquanto em andamento.', es: 'null mientras está en curso.' },
  'null: never saved (data is then empty).': {
    'pt-BR': 'null: nunca salvo (data fica vazio).',
    es: 'null: nunca guardado (data queda vacío).',
  },
  'null: the global preference.': {
    'pt-BR': 'null: a preferência global.',
    es: 'null: la preferencia global.',
  },
  'open: new, open, pending, on_hold; closed: solved, closed; absent: both.': {
    'pt-BR': 'open: new, open, pending, on_hold; closed: solved, closed; ausente: ambos.',
    es: 'open: new, open, pending, on_hold; closed: solved, closed; ausente: ambos.',
  },
  'prime: for environments with PRIME support only.': {
    'pt-BR': 'prime: só para ambientes com suporte PRIME.',
    es: 'prime: solo para entornos con soporte PRIME.',
  },
  'provisioning, available or deleting (while its operation runs).': {
    'pt-BR': 'provisioning, available ou deleting (enquanto a operação roda).',
    es: 'provisioning, available o deleting (mientras se ejecuta su operación).',
  },
  'quantity × price_cents.': { 'pt-BR': 'quantity × price_cents.', es: 'quantity × price_cents.' },
  "resize: the new size, a size sku of the machine's region price list (e.g. std.4x16).": {
    'pt-BR':
      'resize: o novo tamanho, um sku de tamanho da tabela de preços da região da máquina (p. ex. std.4x16).',
    es: 'resize: el nuevo tamaño, un sku de tamaño de la lista de precios de la región de la máquina (p. ej. std.4x16).',
  },
  'running or stopped (machines); available (free) or in_use (attached) for volumes, networks and addresses; provisioning or error for any kind.':
    {
      'pt-BR':
        'running ou stopped (máquinas); available (livre) ou in_use (anexado) para volumes, redes e endereços; provisioning ou error para qualquer tipo.',
      es: 'running o stopped (máquinas); available (libre) o in_use (adjunto) para volúmenes, redes y direcciones; provisioning o error para cualquier tipo.',
    },
  'snapshot: its name (default: machine + date).': {
    'pt-BR': 'snapshot: o nome dele (padrão: máquina + data).',
    es: 'snapshot: su nombre (por defecto: máquina + fecha).',
  },
  'start, stop, restart, delete, resize or snapshot.': {
    'pt-BR': 'start, stop, restart, delete, resize ou snapshot.',
    es: 'start, stop, restart, delete, resize o snapshot.',
  },
  'start_date plus the term.': { 'pt-BR': 'start_date mais o prazo.', es: 'start_date más el plazo.' },
  'subtotal_cents + taxes_cents. Integer centavos, a decimal string.': {
    'pt-BR': 'subtotal_cents + taxes_cents. Centavos inteiros, como texto decimal.',
    es: 'subtotal_cents + taxes_cents. Centavos enteros, como cadena decimal.',
  },
  'text/csv': { 'pt-BR': 'text/csv', es: 'text/csv' },
  'true: a new account, sent an invitation to set its password; false: the person had an account, and now holds the environment with these roles.':
    {
      'pt-BR':
        'true: uma conta nova, que recebeu um convite para definir a senha; false: a pessoa já tinha conta e agora tem o ambiente com estes perfis.',
      es: 'true: una cuenta nueva, a la que se envió una invitación para definir su contraseña; false: la persona ya tenía cuenta y ahora tiene el entorno con estos perfiles.',
    },
  'virtual_machine, volume (block storage), network (a virtual network) or public_ip.': {
    'pt-BR': 'virtual_machine, volume (armazenamento em bloco), network (uma rede virtual) ou public_ip.',
    es: 'virtual_machine, volume (almacenamiento en bloque), network (una red virtual) o public_ip.',
  },
};
