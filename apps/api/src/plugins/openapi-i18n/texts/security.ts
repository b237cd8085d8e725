import type { OperationTexts } from '../openapi-text-types';

const REFUSED_PT =
  '403 forbidden sem security_center (ou, para um cliente, sem ela neste ambiente); 404 environment_not_found para um ambiente que o usuário não pode ver. A equipe do provedor que a tem alcança todos os ambientes.';
const REFUSED_ES =
  '403 forbidden sin security_center (o, para un cliente, sin ella en este entorno); 404 environment_not_found para un entorno que el usuario no puede ver. El equipo del proveedor que la tiene alcanza todos los entornos.';
const KEY_PT =
  'O cabeçalho Idempotency-Key é obrigatório: a mesma chave com a mesma requisição responde o que a primeira respondeu; com outra requisição, 409 idempotency_key_reused.';
const KEY_ES =
  'El encabezado Idempotency-Key es obligatorio: la misma clave con la misma solicitud responde lo que respondió la primera; con otra solicitud, 409 idempotency_key_reused.';
const DISABLED_PT =
  '409 vault_key_disabled enquanto a chave do ambiente está desativada (vars: o nome dela).';
const DISABLED_ES =
  '409 vault_key_disabled mientras la clave del entorno está desactivada (vars: su nombre).';
const AUDIT_PT =
  'Exige security_center (403 forbidden caso contrário). A equipe do provedor vê todos os registros, inclusive os sem ambiente; os demais, os registros dos ambientes que têm (exceto as mudanças de configuração de outro usuário).';
const AUDIT_ES =
  'Requiere security_center (403 forbidden en caso contrario). El equipo del proveedor ve todos los registros, también los sin entorno; los demás, los registros de los entornos que tienen (salvo los cambios de configuración de otro usuario).';

/** The vault (secrets and keys) and the audit log. */
export const securityOperationTexts: OperationTexts = {
  'GET /api/v1/environments/{cloudId}/vault/secrets': {
    'pt-BR': {
      summary: 'Os segredos de um ambiente, sem os valores (exige security_center)',
      description: `Por nome, com as versões e quem gravou a última, e a chave ativa do ambiente. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Los secretos de un entorno, sin sus valores (requiere security_center)',
      description: `Por nombre, con sus versiones y quién escribió la última, y la clave activa del entorno. ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/secrets': {
    'pt-BR': {
      summary: 'Criar um segredo (exige security_center)',
      description: `201 com o segredo (nunca o valor), criptografado com uma chave de dados própria, protegida pela chave ativa do ambiente (uma gerada é criada com o primeiro segredo); 200 para uma nova tentativa. 409 vault_secret_name_taken (error_fields /name). ${DISABLED_PT} ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Crear un secreto (requiere security_center)',
      description: `201 con el secreto (nunca su valor), cifrado con una clave de datos propia, protegida por la clave activa del entorno (se crea una generada con el primer secreto); 200 para un reintento. 409 vault_secret_name_taken (error_fields /name). ${DISABLED_ES} ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/secrets/{secretId}/versions': {
    'pt-BR': {
      summary: 'Gravar uma nova versão de um segredo (exige security_center)',
      description: `201 com o segredo, cuja versão atual é a nova (as anteriores continuam podendo ser reveladas); 200 para uma nova tentativa. 404 vault_secret_not_found. ${DISABLED_PT} ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Escribir una nueva versión de un secreto (requiere security_center)',
      description: `201 con el secreto, cuya versión actual es la nueva (las anteriores se pueden seguir revelando); 200 para un reintento. 404 vault_secret_not_found. ${DISABLED_ES} ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/secrets/{secretId}/reveal': {
    'pt-BR': {
      summary: 'Revelar o valor de um segredo (exige security_center)',
      description: `A versão pedida, ou a atual; auditado como vault_secret.reveal (quem e qual versão, nunca o valor). 404 vault_secret_not_found, vault_secret_version_not_found; 409 vault_secret_unreadable quando o valor guardado falha na verificação de integridade. ${DISABLED_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Revelar el valor de un secreto (requiere security_center)',
      description: `La versión pedida, o la actual; auditado como vault_secret.reveal (quién y qué versión, nunca el valor). 404 vault_secret_not_found, vault_secret_version_not_found; 409 vault_secret_unreadable cuando el valor guardado no supera su verificación de integridad. ${DISABLED_ES} ${REFUSED_ES}`,
    },
  },
  'DELETE /api/v1/environments/{cloudId}/vault/secrets/{secretId}': {
    'pt-BR': {
      summary: 'Excluir um segredo e todas as suas versões (exige security_center)',
      description: `204. \`confirmation\` é o nome dele, digitado (400 vault_confirmation_mismatch). 404 vault_secret_not_found. ${DISABLED_PT} ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Eliminar un secreto y todas sus versiones (requiere security_center)',
      description: `204. \`confirmation\` es su nombre, escrito (400 vault_confirmation_mismatch). 404 vault_secret_not_found. ${DISABLED_ES} ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/vault/keys': {
    'pt-BR': {
      summary: 'As chaves que protegem o cofre de um ambiente (exige security_center)',
      description: `Por nome: estado, versão, impressão digital (nunca o material), última rotação. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Las claves que protegen la bóveda de un entorno (requiere security_center)',
      description: `Por nombre: estado, versión, huella digital (nunca el material), última rotación. ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/keys': {
    'pt-BR': {
      summary: 'Cadastrar uma chave gerenciada pelo cliente (exige security_center)',
      description: `201 com a chave: key_material (256 bits, base64) é o do cliente, ou é gerado quando ausente; guardado selado pela chave raiz do provedor, só a impressão digital é respondida. A primeira chave do ambiente fica ativa. 400 vault_key_material_invalid (error_fields /key_material); 409 vault_key_name_taken. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Registrar una clave administrada por el cliente (requiere security_center)',
      description: `201 con la clave: key_material (256 bits, base64) es el del cliente, o se genera si falta; se guarda sellado por la clave raíz del proveedor y solo se responde su huella digital. La primera clave del entorno queda activa. 400 vault_key_material_invalid (error_fields /key_material); 409 vault_key_name_taken. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/activate': {
    'pt-BR': {
      summary: 'Tornar uma chave a chave ativa do ambiente, como operação (exige security_center)',
      description: `202 com a operação external_key.activate: novas chaves de dados passam a ser protegidas por ela na hora, e o passo da operação protege de novo as existentes. 409 vault_key_state_unchanged quando ela já está ativa, vault_key_disabled quando ela ou a chave que substitui está desativada, operation_in_progress; 404 vault_key_not_found. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Hacer de una clave la clave activa del entorno, como operación (requiere security_center)',
      description: `202 con la operación external_key.activate: las nuevas claves de datos quedan protegidas por ella al instante, y su paso vuelve a proteger las existentes. 409 vault_key_state_unchanged cuando ya está activa, vault_key_disabled cuando ella o la clave que reemplaza está desactivada, operation_in_progress; 404 vault_key_not_found. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/rotate': {
    'pt-BR': {
      summary: 'Fazer a rotação de uma chave, como operação (exige security_center)',
      description: `202 com a operação external_key.rotate: uma nova versão (key_material, ou gerada) passa a ser a atual da chave na hora; o passo da operação protege de novo cada chave de dados com ela, e as versões antigas continuam servindo para leitura enquanto isso. 400 vault_key_material_invalid; 409 vault_key_disabled, operation_in_progress; 404 vault_key_not_found. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Rotar una clave, como operación (requiere security_center)',
      description: `202 con la operación external_key.rotate: una nueva versión (key_material, o generada) pasa a ser la actual de la clave al instante; su paso vuelve a proteger cada clave de datos con ella, y las versiones antiguas se conservan para lectura mientras tanto. 400 vault_key_material_invalid; 409 vault_key_disabled, operation_in_progress; 404 vault_key_not_found. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/disable': {
    'pt-BR': {
      summary: 'Desativar uma chave (exige security_center)',
      description: `200 com a chave. Enquanto a chave ativa do ambiente estiver desativada, seus segredos não são revelados nem gravados (409 vault_key_disabled). \`confirmation\` é o nome dela, digitado (400 vault_confirmation_mismatch); 409 vault_key_state_unchanged quando já está desativada; 404 vault_key_not_found. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Desactivar una clave (requiere security_center)',
      description: `200 con la clave. Mientras la clave activa del entorno esté desactivada, sus secretos no se revelan ni se escriben (409 vault_key_disabled). \`confirmation\` es su nombre, escrito (400 vault_confirmation_mismatch); 409 vault_key_state_unchanged cuando ya está desactivada; 404 vault_key_not_found. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/enable': {
    'pt-BR': {
      summary: 'Reativar uma chave desativada (exige security_center)',
      description: `200 com a chave; os segredos do ambiente voltam a ser revelados e gravados. 409 vault_key_state_unchanged quando já está ativada; 404 vault_key_not_found. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Reactivar una clave desactivada (requiere security_center)',
      description: `200 con la clave; los secretos de su entorno vuelven a revelarse y escribirse. 409 vault_key_state_unchanged cuando ya está activada; 404 vault_key_not_found. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/audit': {
    'pt-BR': {
      summary: 'O registro de auditoria de um ambiente, dos mais novos aos mais antigos (exige menu_iaas)',
      description:
        'Quem fez o quê, quando, em qual recurso, com o antes e o depois: operações pedidas e concluídas, ações de DR, downloads de backup, as mudanças de configuração do próprio usuário. `cursor` é o next_cursor da página anterior (400 invalid_cursor caso contrário).',
    },
    es: {
      summary: 'El registro de auditoría de un entorno, del más reciente al más antiguo (requiere menu_iaas)',
      description:
        'Quién hizo qué, cuándo, sobre qué recurso, con el antes y el después: operaciones pedidas y terminadas, acciones de DR, descargas de copias de seguridad, los cambios de configuración del propio usuario. `cursor` es el next_cursor de la página anterior (400 invalid_cursor en caso contrario).',
    },
  },
  'GET /api/v1/audit': {
    'pt-BR': {
      summary:
        'O registro de auditoria: cada registro que o usuário pode ver, dos mais novos aos mais antigos, uma página por vez',
      description: `${AUDIT_PT} 400 validation_failed para um filtro por um campo que o registro não tem.`,
    },
    es: {
      summary:
        'El registro de auditoría: cada entrada que el usuario puede ver, de la más reciente a la más antigua, una página a la vez',
      description: `${AUDIT_ES} 400 validation_failed para un filtro por un campo que el registro no tiene.`,
    },
  },
  'GET /api/v1/audit/options': {
    'pt-BR': {
      summary: 'O que os filtros do registro de auditoria oferecem: pessoas, ações, ambientes',
      description: AUDIT_PT,
    },
    es: {
      summary: 'Lo que ofrecen los filtros del registro de auditoría: personas, acciones, entornos',
      description: AUDIT_ES,
    },
  },
  'GET /api/v1/audit/export.csv': {
    'pt-BR': {
      summary:
        'Os registros de auditoria que atendem aos filtros, em CSV (RFC 4180), dos mais novos aos mais antigos',
      description: `${AUDIT_PT} No máximo 50000 linhas: o cabeçalho x-audit-export-truncated diz se havia mais, x-audit-export-rows quantas o arquivo tem. Células que começam com = + - @ recebem um apóstrofo na frente.`,
    },
    es: {
      summary:
        'Las entradas del registro de auditoría que coinciden con los filtros, en CSV (RFC 4180), de la más reciente a la más antigua',
      description: `${AUDIT_ES} Como máximo 50000 filas: el encabezado x-audit-export-truncated indica si coincidían más, x-audit-export-rows cuántas tiene el archivo. Las celdas que empiezan por = + - @ llevan delante un apóstrofo.`,
    },
  },
};
