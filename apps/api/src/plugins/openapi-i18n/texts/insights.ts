import type { OperationTexts } from '../openapi-text-types';

const REPORT_TOKEN_PT =
  'Exige um token de incorporação deste relatório de BI; qualquer outro responde 404 analytics_item_not_found.';
const REPORT_TOKEN_ES =
  'Requiere un token de inserción de este informe de BI; cualquier otro responde 404 analytics_item_not_found.';
const ADMIN_PT =
  'Exige insights_admin. Idempotency-Key obrigatória: a mesma chave de novo responde a primeira resposta; com outra requisição, 409 idempotency_key_reused. Uma mudança que deixa um painel sem administrador (nenhum usuário com UpdateDashboard e DeleteDashboard, diretamente ou por um grupo) é recusada com 409 insights_last_dashboard_admin.';
const ADMIN_ES =
  'Requiere insights_admin. Idempotency-Key obligatoria: la misma clave de nuevo responde la primera respuesta; con otra solicitud, 409 idempotency_key_reused. Un cambio que deja un panel sin administrador (ningún usuario con UpdateDashboard y DeleteDashboard, directamente o por un grupo) se rechaza con 409 insights_last_dashboard_admin.';

/** Insights dashboards, BI workspaces, the analytics frame's routes and their administration. */
export const insightsOperationTexts: OperationTexts = {
  'GET /api/v1/dashboards': {
    'pt-BR': {
      summary: 'Os painéis do Insights compartilhados com o usuário conectado',
      description:
        'Exige insights_reader. Ordenados por categoria e depois por nome; categoria vazia significa nenhuma.',
    },
    es: {
      summary: 'Los paneles de Insights compartidos con el usuario conectado',
      description:
        'Requiere insights_reader. Ordenados por categoría y luego por nombre; una categoría vacía significa ninguna.',
    },
  },
  'GET /api/v1/dashboards/{dashboardId}/permissions': {
    'pt-BR': {
      summary: 'A lista de permissões de um painel (principais e suas ações)',
      description:
        'Exige show_insights_dashboard_permission. Um principal com UpdateDashboard e DeleteDashboard administra o painel. 404 quando o painel não está compartilhado com o usuário.',
    },
    es: {
      summary: 'La lista de permisos de un panel (principales y sus acciones)',
      description:
        'Requiere show_insights_dashboard_permission. Un principal con UpdateDashboard y DeleteDashboard administra el panel. 404 si el panel no está compartido con el usuario.',
    },
  },
  'GET /api/v1/dashboards/{dashboardId}/embed': {
    'pt-BR': {
      summary: 'A URL de incorporação de um painel, com um token de incorporação de curta duração para ele',
      description:
        'Exige insights_reader. O token permite visualizar, e editar para os administradores do painel. 404 quando o painel não está compartilhado com o usuário. Com cloudId, as consultas do token respondem só as linhas daquele ambiente (o cartão Consumo da página inicial; 404 environment_not_found para um ambiente que o usuário não pode ver).',
    },
    es: {
      summary: 'La URL de inserción de un panel, con un token de inserción de corta duración para él',
      description:
        'Requiere insights_reader. El token permite ver, y editar para los administradores del panel. 404 si el panel no está compartido con el usuario. Con cloudId, las consultas del token responden solo las filas de ese entorno (la tarjeta Consumo de la página de inicio; 404 environment_not_found para un entorno que el usuario no puede ver).',
    },
  },
  'GET /api/v1/bi/workspaces': {
    'pt-BR': {
      summary: 'Os espaços de trabalho de BI do usuário (também uma verificação de conectividade)',
      description: 'Exige show_powerbi_insights.',
    },
    es: {
      summary: 'Los espacios de trabajo de BI del usuario (también una verificación de conectividad)',
      description: 'Requiere show_powerbi_insights.',
    },
  },
  'GET /api/v1/bi/items': {
    'pt-BR': {
      summary: 'Os relatórios e painéis dos espaços de trabalho de BI do usuário',
      description: 'Exige show_powerbi_insights. Relatórios trazem name; painéis, displayName.',
    },
    es: {
      summary: 'Los informes y paneles de los espacios de trabajo de BI del usuario',
      description: 'Requiere show_powerbi_insights. Los informes llevan name; los paneles, displayName.',
    },
  },
  'POST /api/v1/bi/items/{itemId}/token': {
    'pt-BR': {
      summary: 'Um token de incorporação de curta duração para um item de BI',
      description:
        'Exige show_powerbi_insights. O token permite visualizar, e editar para membros com acesso de edição ao espaço de trabalho do item. 404 quando o item não está num dos espaços de trabalho do usuário.',
    },
    es: {
      summary: 'Un token de inserción de corta duración para un elemento de BI',
      description:
        'Requiere show_powerbi_insights. El token permite ver, y editar para miembros con acceso de edición al espacio de trabajo del elemento. 404 si el elemento no está en uno de los espacios de trabajo del usuario.',
    },
  },
  'GET /api/v1/bi/workspaces/{workspaceId}/datasets': {
    'pt-BR': {
      summary:
        'Os conjuntos de dados sobre os quais um novo relatório do espaço de trabalho pode ser feito (os dos seus relatórios)',
      description:
        'Exige show_powerbi_insights e acesso de edição ao espaço de trabalho (403); 404 quando o usuário não é membro dele.',
    },
    es: {
      summary:
        'Los conjuntos de datos sobre los que se puede crear un nuevo informe del espacio de trabajo (los de sus informes)',
      description:
        'Requiere show_powerbi_insights y acceso de edición al espacio de trabajo (403); 404 si el usuario no es miembro.',
    },
  },
  'POST /api/v1/bi/workspaces/{workspaceId}/datasets/{datasetId}/token': {
    'pt-BR': {
      summary:
        'Um token de criação de curta duração: um novo relatório sobre o conjunto de dados, salvo no espaço de trabalho',
      description:
        'Exige show_powerbi_insights e acesso de edição ao espaço de trabalho (403). O conjunto de dados deve ser um daqueles sobre os quais os relatórios do espaço de trabalho são feitos; 404 caso contrário, e quando o usuário não é membro. A única ação do token é criar; o relatório salvo com ele recebe um token de visualização e edição.',
    },
    es: {
      summary:
        'Un token de creación de corta duración: un nuevo informe sobre el conjunto de datos, guardado en el espacio de trabajo',
      description:
        'Requiere show_powerbi_insights y acceso de edición al espacio de trabajo (403). El conjunto de datos debe ser uno de aquellos sobre los que se crean los informes del espacio de trabajo; 404 en caso contrario, y si el usuario no es miembro. La única acción del token es crear; el informe guardado con él recibe un token de vista y edición.',
    },
  },
  'POST /api/v1/bi/workspaces/{workspaceId}/quick-create/token': {
    'pt-BR': {
      summary:
        'Um token de criação rápida de curta duração: os dados da página como conjunto de dados, e um relatório sobre ele',
      description:
        'Exige show_powerbi_insights e acesso de edição ao espaço de trabalho (403; 404 quando não é membro). As linhas que o quickCreate envia com ele pertencem ao ambiente cloudId, que o usuário deve poder ver (404 environment_not_found). A única ação do token é criar; o relatório salvo com ele vai para o espaço de trabalho e recebe um token de visualização e edição.',
    },
    es: {
      summary:
        'Un token de creación rápida de corta duración: los datos de la página como conjunto de datos, y un informe sobre él',
      description:
        'Requiere show_powerbi_insights y acceso de edición al espacio de trabajo (403; 404 si no es miembro). Las filas que quickCreate sube con él pertenecen al entorno cloudId, que el usuario debe poder ver (404 environment_not_found). La única acción del token es crear; el informe guardado con él va al espacio de trabajo y recibe un token de vista y edición.',
    },
  },
  'GET /api/v1/bi/jwks.json': {
    'pt-BR': {
      summary: 'As chaves públicas que verificam os tokens de incorporação (JWKS)',
      description:
        'Público. O lado de análise verifica os tokens de incorporação (EdDSA, por kid) com estas chaves.',
    },
    es: {
      summary: 'Las claves públicas que verifican los tokens de inserción (JWKS)',
      description:
        'Público. El lado de análisis verifica los tokens de inserción (EdDSA, por kid) con estas claves.',
    },
  },
  'GET /api/v1/analytics/embed-origins': {
    'pt-BR': {
      summary: 'As origens das páginas que podem incorporar conteúdo de análise',
      description: 'Público (EMBED_ORIGINS). O quadro só conversa com uma página mãe numa destas origens.',
    },
    es: {
      summary: 'Los orígenes de las páginas que pueden insertar contenido de análisis',
      description:
        'Público (EMBED_ORIGINS). El marco solo habla con una página padre en uno de estos orígenes.',
    },
  },
  'GET /api/v1/analytics/reports/{reportId}': {
    'pt-BR': {
      summary:
        'A definição de um relatório, seu conjunto de dados, as ações do token e os filtros persistentes do usuário',
      description: REPORT_TOKEN_PT,
    },
    es: {
      summary:
        'La definición de un informe, su conjunto de datos, las acciones del token y los filtros persistentes del usuario',
      description: REPORT_TOKEN_ES,
    },
  },
  'PUT /api/v1/analytics/reports/{reportId}': {
    'pt-BR': {
      summary: 'Salva as páginas, marcadores, tema e filtros de um relatório',
      description: `${REPORT_TOKEN_PT} O token deve permitir edição (403 forbidden). O relatório continua no seu conjunto de dados, cada campo e filtro deve existir nele, e os nomes de página, de visual (por página) e de marcador devem ser únicos.`,
    },
    es: {
      summary: 'Guarda las páginas, marcadores, tema y filtros de un informe',
      description: `${REPORT_TOKEN_ES} El token debe permitir edición (403 forbidden). El informe sigue en su conjunto de datos, cada campo y filtro debe existir en él, y los nombres de página, de visual (por página) y de marcador deben ser únicos.`,
    },
  },
  'POST /api/v1/analytics/reports/{reportId}/copies': {
    'pt-BR': {
      summary: 'Salva uma cópia de um relatório como novo relatório do mesmo espaço de trabalho de BI',
      description: `${REPORT_TOKEN_PT} O token deve permitir edição (403 forbidden). 201 com o id da cópia, a URL de incorporação e um novo token de incorporação para ela, com as mesmas ações.`,
    },
    es: {
      summary: 'Guarda una copia de un informe como nuevo informe del mismo espacio de trabajo de BI',
      description: `${REPORT_TOKEN_ES} El token debe permitir edición (403 forbidden). 201 con el id de la copia, su URL de inserción y un nuevo token de inserción para ella, con las mismas acciones.`,
    },
  },
  'GET /api/v1/analytics/reports/{reportId}/user-state': {
    'pt-BR': {
      summary: 'Os filtros persistentes de um relatório do usuário do token, ou null',
      description: REPORT_TOKEN_PT,
    },
    es: {
      summary: 'Los filtros persistentes de un informe del usuario del token, o null',
      description: REPORT_TOKEN_ES,
    },
  },
  'PUT /api/v1/analytics/reports/{reportId}/user-state': {
    'pt-BR': {
      summary: 'Salva os filtros persistentes de um relatório do usuário do token',
      description: `${REPORT_TOKEN_PT} O estado deve ser um que o quadro capturou, para uma página deste relatório.`,
    },
    es: {
      summary: 'Guarda los filtros persistentes de un informe del usuario del token',
      description: `${REPORT_TOKEN_ES} El estado debe ser uno que el marco capturó, para una página de este informe.`,
    },
  },
  'DELETE /api/v1/analytics/reports/{reportId}/user-state': {
    'pt-BR': {
      summary: 'Esquece os filtros persistentes de um relatório do usuário do token',
      description: `${REPORT_TOKEN_PT} 204 existindo eles ou não.`,
    },
    es: {
      summary: 'Olvida los filtros persistentes de un informe del usuario del token',
      description: `${REPORT_TOKEN_ES} 204 tanto si existían como si no.`,
    },
  },
  'GET /api/v1/analytics/dashboards/{dashboardId}': {
    'pt-BR': {
      summary:
        'Os blocos de um painel, o visual e o tema de cada bloco visual, e os conjuntos de dados que eles consultam',
      description:
        'Exige um token de incorporação deste painel (Insights ou BI); qualquer outro responde 404 analytics_item_not_found. Um visual fixado traz os filtros salvos do seu relatório e da sua página.',
    },
    es: {
      summary:
        'Los mosaicos de un panel, el visual y el tema de cada mosaico visual, y los conjuntos de datos que consultan',
      description:
        'Requiere un token de inserción de este panel (Insights o BI); cualquier otro responde 404 analytics_item_not_found. Un visual anclado lleva los filtros guardados de su informe y de su página.',
    },
  },
  'GET /api/v1/analytics/paginated-reports/{reportId}': {
    'pt-BR': {
      summary:
        'A definição de um relatório paginado (RDL): parâmetros, colunas, ordenação, tamanho da página e conjunto de dados',
      description:
        'Exige um token de incorporação deste relatório paginado; qualquer outro responde 404 analytics_item_not_found. As linhas vêm de POST /api/v1/analytics/query, com o mesmo escopo de qualquer outra consulta.',
    },
    es: {
      summary:
        'La definición de un informe paginado (RDL): parámetros, columnas, orden, tamaño de página y conjunto de datos',
      description:
        'Requiere un token de inserción de este informe paginado; cualquier otro responde 404 analytics_item_not_found. Sus filas vienen de POST /api/v1/analytics/query, con el mismo alcance que cualquier otra consulta.',
    },
  },
  'GET /api/v1/analytics/datasets/{datasetId}': {
    'pt-BR': {
      summary: 'As tabelas, colunas, medidas e rótulos de um conjunto de dados (nunca o seu SQL)',
      description:
        'Exige um token de incorporação cujo item consulta o conjunto de dados (o de um relatório, o dos blocos de um painel); qualquer outro responde 404 analytics_item_not_found. As perguntas e respostas são lidas sobre ele.',
    },
    es: {
      summary: 'Las tablas, columnas, medidas y etiquetas de un conjunto de datos (nunca su SQL)',
      description:
        'Requiere un token de inserción cuyo elemento consulta el conjunto de datos (el de un informe, el de los mosaicos de un panel); cualquier otro responde 404 analytics_item_not_found. Las preguntas y respuestas se interpretan sobre él.',
    },
  },
  'POST /api/v1/analytics/datasets/{datasetId}/reports': {
    'pt-BR': {
      summary:
        'Salva um relatório criado sobre um conjunto de dados como novo relatório do espaço de trabalho de BI',
      description:
        'Exige um token de criação deste conjunto de dados (createReport); qualquer outro responde 404 analytics_item_not_found. 201 com o id do novo relatório, a URL de incorporação e um token de visualização e edição para ele. Cada campo e filtro deve existir no conjunto de dados, e os nomes de página, de visual (por página) e de marcador devem ser únicos.',
    },
    es: {
      summary:
        'Guarda un informe creado sobre un conjunto de datos como nuevo informe del espacio de trabajo de BI',
      description:
        'Requiere un token de creación de este conjunto de datos (createReport); cualquier otro responde 404 analytics_item_not_found. 201 con el id del nuevo informe, su URL de inserción y un token de vista y edición para él. Cada campo y filtro debe existir en el conjunto de datos, y los nombres de página, de visual (por página) y de marcador deben ser únicos.',
    },
  },
  'POST /api/v1/analytics/quick-datasets': {
    'pt-BR': {
      summary:
        'Criação rápida: os dados da página como tabela do ambiente do token, e um conjunto de dados sobre ela',
      description:
        'Exige um token de criação rápida (POST /api/v1/bi/workspaces/{id}/quick-create/token); qualquer outro responde 404 analytics_item_not_found. O corpo é a configuração de criação do conjunto de dados: uma tabela (tableSchemaList e data, ou o formulário “Inserir dados” de um documento mashup), no máximo quickCreateLimits dela. Um valor que não cabe no tipo da coluna, uma linha de tamanho errado ou um tipo desconhecido responde 400 analytics_quick_create_invalid indicando o lugar, e nada é gravado. 201 com o conjunto de dados, que o token passa então a alcançar.',
    },
    es: {
      summary:
        'Creación rápida: los datos de la página como tabla del entorno del token, y un conjunto de datos sobre ella',
      description:
        'Requiere un token de creación rápida (POST /api/v1/bi/workspaces/{id}/quick-create/token); cualquier otro responde 404 analytics_item_not_found. El cuerpo es la configuración de creación del conjunto de datos: una tabla (tableSchemaList y data, o el formulario “Introducir datos” de un documento mashup), como máximo quickCreateLimits de ella. Un valor que no cabe en el tipo de su columna, una fila de longitud incorrecta o un tipo desconocido responde 400 analytics_quick_create_invalid indicando el lugar, y no se escribe nada. 201 con el conjunto de datos, que el token pasa a alcanzar.',
    },
  },
  'POST /api/v1/analytics/query': {
    'pt-BR': {
      summary: 'Executa um lote de consultas visuais sobre os conjuntos de dados que o token alcança',
      description:
        'As linhas são só as dos ambientes que o usuário do token pode ver. As consultas rodam uma após a outra; cada uma responde seu resultado ou seu erro (analytics_item_not_found para um conjunto de dados que o item do token não alcança, analytics_unknown_field, validation_failed, analytics_query_timeout). O lote como um todo tem limites (queryBatchLimits: linhas, bytes da resposta, segundos): passado um limite, cada consulta restante responde analytics_batch_row_limit, analytics_batch_size_limit ou analytics_batch_time_limit, e uma consulta recebe só as linhas que sobram. Um token executa um lote por vez e um usuário dois, cada um com uma fila curta; além disso, 429 analytics_busy com Retry-After. A resposta é escrita à medida que as consultas terminam.',
    },
    es: {
      summary: 'Ejecuta un lote de consultas visuales sobre los conjuntos de datos que alcanza el token',
      description:
        'Las filas son solo las de los entornos que el usuario del token puede ver. Las consultas se ejecutan una tras otra; cada una responde su resultado o su error (analytics_item_not_found para un conjunto de datos que el elemento del token no alcanza, analytics_unknown_field, validation_failed, analytics_query_timeout). El lote en conjunto tiene límites (queryBatchLimits: filas, bytes de respuesta, segundos): superado un límite, cada consulta restante responde analytics_batch_row_limit, analytics_batch_size_limit o analytics_batch_time_limit, y una consulta recibe solo las filas que quedan. Un token ejecuta un lote a la vez y un usuario dos, cada uno con una cola corta; más allá, 429 analytics_busy con Retry-After. La respuesta se escribe a medida que terminan las consultas.',
    },
  },
  'GET /api/v1/insights-admin/catalogue': {
    'pt-BR': { summary: 'Todos os painéis e espaços de trabalho de BI (exige insights_admin)' },
    es: { summary: 'Todos los paneles y espacios de trabajo de BI (requiere insights_admin)' },
  },
  'GET /api/v1/insights-admin/groups': {
    'pt-BR': { summary: 'Os grupos do Insights com seus membros e concessões (exige insights_admin)' },
    es: { summary: 'Los grupos de Insights con sus miembros y concesiones (requiere insights_admin)' },
  },
  'POST /api/v1/insights-admin/groups': {
    'pt-BR': {
      summary: 'Criar um grupo do Insights',
      description: `201 com o grupo (sem membros, sem concessões); 200 para uma nova tentativa. 409 insights_group_name_taken (error_fields /name). ${ADMIN_PT}`,
    },
    es: {
      summary: 'Crear un grupo de Insights',
      description: `201 con el grupo (sin miembros, sin concesiones); 200 para un reintento. 409 insights_group_name_taken (error_fields /name). ${ADMIN_ES}`,
    },
  },
  'PATCH /api/v1/insights-admin/groups/{groupId}': {
    'pt-BR': {
      summary: 'Renomear um grupo do Insights ou mudar sua descrição',
      description: `404 insights_group_not_found; 409 insights_group_name_taken. ${ADMIN_PT}`,
    },
    es: {
      summary: 'Renombrar un grupo de Insights o cambiar su descripción',
      description: `404 insights_group_not_found; 409 insights_group_name_taken. ${ADMIN_ES}`,
    },
  },
  'DELETE /api/v1/insights-admin/groups/{groupId}': {
    'pt-BR': {
      summary: 'Excluir um grupo do Insights (seus membros perdem o que ele concedia)',
      description: `404 insights_group_not_found. ${ADMIN_PT}`,
    },
    es: {
      summary: 'Eliminar un grupo de Insights (sus miembros pierden lo que concedía)',
      description: `404 insights_group_not_found. ${ADMIN_ES}`,
    },
  },
  'PUT /api/v1/insights-admin/groups/{groupId}/members': {
    'pt-BR': {
      summary: 'Definir os membros de um grupo do Insights',
      description: `400 insights_user_not_found para um id de usuário desconhecido; 404 insights_group_not_found. ${ADMIN_PT}`,
    },
    es: {
      summary: 'Definir los miembros de un grupo de Insights',
      description: `400 insights_user_not_found para un id de usuario desconocido; 404 insights_group_not_found. ${ADMIN_ES}`,
    },
  },
  'PUT /api/v1/insights-admin/groups/{groupId}/grants': {
    'pt-BR': {
      summary: 'Definir os painéis e espaços de trabalho de BI que um grupo do Insights vê, e em que nível',
      description: `400 insights_dashboard_not_found / insights_workspace_not_found para um id desconhecido, validation_failed para um citado duas vezes; 404 insights_group_not_found. ${ADMIN_PT}`,
    },
    es: {
      summary: 'Definir los paneles y espacios de trabajo de BI que ve un grupo de Insights, y con qué nivel',
      description: `400 insights_dashboard_not_found / insights_workspace_not_found para un id desconocido, validation_failed para uno citado dos veces; 404 insights_group_not_found. ${ADMIN_ES}`,
    },
  },
  'GET /api/v1/insights-admin/users': {
    'pt-BR': {
      summary: 'Os usuários com seu acesso efetivo ao Insights e de onde ele vem (exige insights_admin)',
      description:
        'Acesso efetivo = concessões diretas ∪ concessões dos seus grupos; a mais forte prevalece.',
    },
    es: {
      summary: 'Los usuarios con su acceso efectivo a Insights y de dónde viene (requiere insights_admin)',
      description: 'Acceso efectivo = sus concesiones directas ∪ las de sus grupos; prevalece la más fuerte.',
    },
  },
  'PUT /api/v1/insights-admin/users/{userId}/dashboards/{dashboardId}': {
    'pt-BR': {
      summary: 'Definir a concessão direta de um usuário num painel (administrador, leitor ou nenhuma)',
      description: `Responde o usuário com seu acesso efetivo. 404 insights_user_not_found / insights_dashboard_not_found. ${ADMIN_PT}`,
    },
    es: {
      summary: 'Definir la concesión directa de un usuario en un panel (administrador, lector o ninguna)',
      description: `Responde el usuario con su acceso efectivo. 404 insights_user_not_found / insights_dashboard_not_found. ${ADMIN_ES}`,
    },
  },
  'PUT /api/v1/insights-admin/users/{userId}/workspaces/{workspaceId}': {
    'pt-BR': {
      summary:
        'Definir o acesso direto de um usuário a um espaço de trabalho de BI (visualizar, editar ou nenhum)',
      description: `Responde o usuário com seu acesso efetivo. 404 insights_user_not_found / insights_workspace_not_found. ${ADMIN_PT}`,
    },
    es: {
      summary:
        'Definir el acceso directo de un usuario a un espacio de trabajo de BI (ver, editar o ninguno)',
      description: `Responde el usuario con su acceso efectivo. 404 insights_user_not_found / insights_workspace_not_found. ${ADMIN_ES}`,
    },
  },
};
