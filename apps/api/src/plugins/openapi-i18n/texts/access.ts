import type { OperationTexts } from '../openapi-text-types';

const CATALOGUE_PT =
  'Só funcionalidades e sinalizadores do catálogo (400 iam_unknown_feature); nenhuma funcionalidade exclusiva da equipe num perfil de cliente (400 iam_feature_staff_only); um perfil só ganha o que quem chama tem (403 iam_grant_exceeds_own). Idempotency-Key obrigatória: a mesma chave de novo responde a primeira resposta; com outra requisição, 409 idempotency_key_reused.';
const CATALOGUE_ES =
  'Solo funcionalidades e indicadores del catálogo (400 iam_unknown_feature); ninguna funcionalidad exclusiva del equipo en un perfil de cliente (400 iam_feature_staff_only); un perfil solo gana lo que tiene quien llama (403 iam_grant_exceeds_own). Idempotency-Key obligatoria: la misma clave de nuevo responde la primera respuesta; con otra solicitud, 409 idempotency_key_reused.';
const GRANT_PT =
  'Só são dados ou retirados perfis cujas funcionalidades e sinalizadores quem chama tem todos (ali, no caso de um administrador do ambiente) (403 iam_grant_exceeds_own citando o primeiro que falta); ninguém altera os próprios perfis (403 iam_own_roles); um ambiente mantém pelo menos um administrador (409 iam_last_administrator); um perfil desconhecido, 404 iam_role_not_found.';
const GRANT_ES =
  'Solo se dan o quitan perfiles de los que quien llama tiene todas las funcionalidades e indicadores (allí, si es administrador del entorno) (403 iam_grant_exceeds_own nombrando el primero que falta); nadie cambia sus propios perfiles (403 iam_own_roles); un entorno conserva al menos un administrador (409 iam_last_administrator); un perfil desconocido, 404 iam_role_not_found.';
const DEV_PT =
  '403 forbidden sem a permissão developer; 403 token_scope quando chamado com um token de API (tokens não gerenciam tokens). 404 dev_project_not_found para um projeto que não é do usuário.';
const DEV_ES =
  '403 forbidden sin el permiso developer; 403 token_scope cuando se llama con un token de API (los tokens no gestionan tokens). 404 dev_project_not_found para un proyecto que no es del usuario.';
const KEY_PT =
  'O cabeçalho Idempotency-Key é obrigatório (a mesma chave e requisição respondem o que a primeira respondeu; outra requisição, 409 idempotency_key_reused).';
const KEY_ES =
  'El encabezado Idempotency-Key es obligatorio (la misma clave y solicitud responden lo que respondió la primera; otra solicitud, 409 idempotency_key_reused).';

/** Access management (features, roles, who holds them) and the developer studio (projects, API tokens). */
export const accessOperationTexts: OperationTexts = {
  'GET /api/v1/iam/features': {
    'pt-BR': {
      summary: 'O catálogo de funcionalidades e sinalizadores (exige list_features)',
      description:
        'Cada funcionalidade e sinalizador que um perfil pode ter, as entradas do menu que cada um libera e se pode ser dado a clientes.',
    },
    es: {
      summary: 'El catálogo de funcionalidades e indicadores (requiere list_features)',
      description:
        'Cada funcionalidad e indicador que puede tener un perfil, las entradas del menú que habilita cada uno y si se puede dar a clientes.',
    },
  },
  'GET /api/v1/iam/roles': {
    'pt-BR': {
      summary: 'Perfis (exige iam ou list_roles)',
      description: 'Clientes veem só perfis de escopo de cliente; a equipe vê todos.',
    },
    es: {
      summary: 'Perfiles (requiere iam o list_roles)',
      description: 'Los clientes ven solo perfiles de alcance de cliente; el equipo ve todos.',
    },
  },
  'POST /api/v1/iam/roles': {
    'pt-BR': {
      summary: 'Criar um perfil (equipe com list_roles)',
      description: `201 com o perfil; 200 com ele de novo para uma nova tentativa com a mesma Idempotency-Key. 409 iam_role_key_taken (error_fields /key). ${CATALOGUE_PT}`,
    },
    es: {
      summary: 'Crear un perfil (equipo con list_roles)',
      description: `201 con el perfil; 200 con él de nuevo para un reintento con la misma Idempotency-Key. 409 iam_role_key_taken (error_fields /key). ${CATALOGUE_ES}`,
    },
  },
  'PATCH /api/v1/iam/roles/{roleId}': {
    'pt-BR': {
      summary: 'Alterar um perfil (equipe com list_roles)',
      description: `Nome, descrição, funcionalidades ou sinalizadores (a chave e o escopo ficam). Retirar iam de um perfil não pode deixar um ambiente sem administrador (409 iam_last_administrator). ${CATALOGUE_PT}`,
    },
    es: {
      summary: 'Cambiar un perfil (equipo con list_roles)',
      description: `Su nombre, descripción, funcionalidades o indicadores (su clave y alcance se mantienen). Quitar iam a un perfil no puede dejar un entorno sin administrador (409 iam_last_administrator). ${CATALOGUE_ES}`,
    },
  },
  'DELETE /api/v1/iam/roles/{roleId}': {
    'pt-BR': {
      summary: 'Excluir um perfil (equipe com list_roles)',
      description:
        '409 iam_role_built_in para um perfil da plataforma, 409 iam_role_in_use enquanto ele estiver dado a alguém. Idempotency-Key obrigatória (uma nova tentativa com ela responde 204 de novo).',
    },
    es: {
      summary: 'Eliminar un perfil (equipo con list_roles)',
      description:
        '409 iam_role_built_in para un perfil de la plataforma, 409 iam_role_in_use mientras esté asignado a alguien. Idempotency-Key obligatoria (un reintento con ella responde 204 de nuevo).',
    },
  },
  'POST /api/v1/iam/environments/{cloudId}/invitations': {
    'pt-BR': {
      summary:
        'Convidar alguém para um ambiente, com perfis (os administradores dele, ou a equipe com list_user_roles)',
      description: `201: uma conta nova, que recebe por e-mail um link para definir a senha (72 h, uma vez). 200: o e-mail já tem conta, que passa a ter o ambiente com estes perfis além dos que já tinha ali; ou uma nova tentativa com a mesma Idempotency-Key (sem segundo e-mail). ${GRANT_PT}`,
    },
    es: {
      summary:
        'Invitar a alguien a un entorno, con perfiles (sus administradores, o el equipo con list_user_roles)',
      description: `201: una cuenta nueva, que recibe por correo un enlace para definir su contraseña (72 h, una vez). 200: el correo ya tiene cuenta, que ahora tiene el entorno con estos perfiles además de los suyos allí; o un reintento con la misma Idempotency-Key (sin segundo correo). ${GRANT_ES}`,
    },
  },
  'POST /api/v1/iam/environments/{cloudId}/users/{userId}/invitation': {
    'pt-BR': {
      summary: 'Reenviar um convite (os administradores do ambiente, ou a equipe com list_user_roles)',
      description:
        'Um novo link para uma pessoa do ambiente que ainda não definiu a senha; o link anterior deixa de funcionar. 409 user_not_invited depois que ela a definiu; 403 iam_own_roles para si mesmo.',
    },
    es: {
      summary: 'Reenviar una invitación (los administradores del entorno, o el equipo con list_user_roles)',
      description:
        'Un nuevo enlace para una persona del entorno que aún no definió su contraseña; el enlace anterior deja de funcionar. 409 user_not_invited una vez que la definió; 403 iam_own_roles para uno mismo.',
    },
  },
  'GET /api/v1/iam/environments/{cloudId}/users': {
    'pt-BR': {
      summary:
        'Os usuários de um ambiente e seus perfis nele (os administradores dele, ou a equipe com list_user_roles)',
      description:
        '404 environment_not_found tanto para desconhecido quanto para alheio; 403 forbidden (iam) nos demais casos.',
    },
    es: {
      summary:
        'Los usuarios de un entorno y sus perfiles allí (sus administradores, o el equipo con list_user_roles)',
      description:
        '404 environment_not_found tanto para uno desconocido como para uno ajeno; 403 forbidden (iam) en los demás casos.',
    },
  },
  'PUT /api/v1/iam/environments/{cloudId}/users/{userId}/roles': {
    'pt-BR': {
      summary: 'Definir os perfis de um usuário num ambiente',
      description: `Os perfis de role_ids a partir de agora, os outros retirados (a mesma requisição de novo não muda nada). Só perfis de escopo de cliente (400 iam_role_scope_mismatch). Um administrador age sobre usuários que têm o ambiente (404 user_not_found caso contrário); a equipe pode dar acesso a qualquer pessoa. ${GRANT_PT}`,
    },
    es: {
      summary: 'Definir los perfiles de un usuario en un entorno',
      description: `Los perfiles de role_ids desde ahora, los demás retirados (la misma solicitud de nuevo no cambia nada). Solo perfiles de alcance de cliente (400 iam_role_scope_mismatch). Un administrador actúa sobre usuarios que tienen el entorno (404 user_not_found en caso contrario); el equipo puede dar acceso a cualquiera. ${GRANT_ES}`,
    },
  },
  'DELETE /api/v1/iam/environments/{cloudId}/users/{userId}': {
    'pt-BR': {
      summary: 'Remover o acesso de um usuário a um ambiente',
      description: `Os perfis dele ali e o vínculo com o ambiente; quando era o último ambiente dele, seus acessos terminam na hora (a próxima requisição responde 401). 204 também quando não havia nada a remover. ${GRANT_PT}`,
    },
    es: {
      summary: 'Quitar el acceso de un usuario a un entorno',
      description: `Sus perfiles allí y su vínculo con el entorno; si era su último entorno, sus accesos terminan al instante (su próxima solicitud responde 401). 204 también cuando no había nada que quitar. ${GRANT_ES}`,
    },
  },
  'GET /api/v1/iam/users': {
    'pt-BR': {
      summary: 'Os usuários e seus perfis (equipe com list_user_roles)',
      description: 'Paginado no servidor: filter, sort, page e page_size, como toda lista.',
    },
    es: {
      summary: 'Los usuarios y sus perfiles (equipo con list_user_roles)',
      description: 'Paginado en el servidor: filter, sort, page y page_size, como toda lista.',
    },
  },
  'PUT /api/v1/iam/users/{userId}/roles': {
    'pt-BR': {
      summary: 'Definir os perfis de escopo da equipe de um usuário da equipe (equipe com list_user_roles)',
      description: `Perfis de escopo da equipe, só para usuários da equipe (400 iam_role_scope_mismatch). ${GRANT_PT}`,
    },
    es: {
      summary:
        'Definir los perfiles de alcance del equipo de un usuario del equipo (equipo con list_user_roles)',
      description: `Perfiles de alcance del equipo, solo para usuarios del equipo (400 iam_role_scope_mismatch). ${GRANT_ES}`,
    },
  },
  'GET /api/v1/develop/projects': {
    'pt-BR': { summary: 'Os projetos de desenvolvimento do usuário (exige developer)', description: DEV_PT },
    es: { summary: 'Los proyectos de desarrollo del usuario (requiere developer)', description: DEV_ES },
  },
  'POST /api/v1/develop/projects': {
    'pt-BR': {
      summary: 'Criar um projeto de desenvolvimento (exige developer)',
      description: `201 com o projeto; 200 com ele para uma nova tentativa. 409 dev_project_name_taken (error_fields /name); 404 environment_not_found para um ambiente de cloud_ids que o usuário não pode ver. ${DEV_PT} ${KEY_PT}`,
    },
    es: {
      summary: 'Crear un proyecto de desarrollo (requiere developer)',
      description: `201 con el proyecto; 200 con él para un reintento. 409 dev_project_name_taken (error_fields /name); 404 environment_not_found para un entorno de cloud_ids que el usuario no puede ver. ${DEV_ES} ${KEY_ES}`,
    },
  },
  'GET /api/v1/develop/projects/{projectId}': {
    'pt-BR': { summary: 'Um projeto de desenvolvimento do usuário (exige developer)', description: DEV_PT },
    es: { summary: 'Un proyecto de desarrollo del usuario (requiere developer)', description: DEV_ES },
  },
  'PUT /api/v1/develop/projects/{projectId}': {
    'pt-BR': {
      summary:
        'Renomear um projeto de desenvolvimento, ou mudar sua descrição ou seus ambientes (exige developer)',
      description: `200 com o projeto. 409 dev_project_name_taken (error_fields /name). ${DEV_PT} ${KEY_PT}`,
    },
    es: {
      summary:
        'Renombrar un proyecto de desarrollo, o cambiar su descripción o sus entornos (requiere developer)',
      description: `200 con el proyecto. 409 dev_project_name_taken (error_fields /name). ${DEV_ES} ${KEY_ES}`,
    },
  },
  'DELETE /api/v1/develop/projects/{projectId}': {
    'pt-BR': {
      summary: 'Excluir um projeto de desenvolvimento e seus tokens (exige developer)',
      description: `204; os tokens dele param de funcionar na hora. ${DEV_PT} ${KEY_PT}`,
    },
    es: {
      summary: 'Eliminar un proyecto de desarrollo y sus tokens (requiere developer)',
      description: `204; sus tokens dejan de funcionar al instante. ${DEV_ES} ${KEY_ES}`,
    },
  },
  'GET /api/v1/develop/projects/{projectId}/tokens': {
    'pt-BR': {
      summary: 'Os tokens de API de um projeto (exige developer)',
      description: `Nunca os tokens em si: os quatro últimos caracteres, a situação e o último uso. ${DEV_PT}`,
    },
    es: {
      summary: 'Los tokens de API de un proyecto (requiere developer)',
      description: `Nunca los tokens en sí: sus cuatro últimos caracteres, su estado y su último uso. ${DEV_ES}`,
    },
  },
  'POST /api/v1/develop/projects/{projectId}/tokens': {
    'pt-BR': {
      summary: 'Criar um token de API num projeto (exige developer)',
      description: `201 com o token e seu segredo, mostrado só esta vez (só um hash é guardado); 200 com o token mas sem o segredo para uma nova tentativa com a mesma Idempotency-Key. 400 api_token_expiry_invalid (error_fields /expires_at): no passado ou a mais de um ano. 409 api_token_limit_reached. O token chama a API como \`Authorization: Bearer nvm_pat_…\`, como o seu dono, restrito às suas permissões e aos ambientes do projeto: 403 token_scope fora deles; 401 api_token_invalid, api_token_expired, api_token_revoked. ${DEV_PT} ${KEY_PT}`,
    },
    es: {
      summary: 'Crear un token de API en un proyecto (requiere developer)',
      description: `201 con el token y su secreto, mostrado solo esta vez (solo se guarda un hash); 200 con el token pero sin el secreto para un reintento con la misma Idempotency-Key. 400 api_token_expiry_invalid (error_fields /expires_at): en el pasado o a más de un año. 409 api_token_limit_reached. El token llama a la API como \`Authorization: Bearer nvm_pat_…\`, como su dueño, limitado a sus permisos y a los entornos del proyecto: 403 token_scope fuera de ellos; 401 api_token_invalid, api_token_expired, api_token_revoked. ${DEV_ES} ${KEY_ES}`,
    },
  },
  'GET /api/v1/token': {
    'pt-BR': {
      summary:
        'O token de API que está chamando (qualquer token pode chamar, sejam quais forem suas permissões)',
      description:
        'Qual token é este (nunca o token em si: os quatro últimos caracteres), suas permissões e validade, e o e-mail do desenvolvedor dono dele. 400 api_token_required quando chamado com um acesso em vez de um token.',
    },
    es: {
      summary: 'El token de API que llama (cualquier token puede llamarlo, sean cuales sean sus permisos)',
      description:
        'Qué token es (nunca el token en sí: sus cuatro últimos caracteres), sus permisos y vencimiento, y el correo del desarrollador al que pertenece. 400 api_token_required cuando se llama con un acceso en lugar de un token.',
    },
  },
  'DELETE /api/v1/develop/projects/{projectId}/tokens/{tokenId}': {
    'pt-BR': {
      summary: 'Revogar um token de API na hora (exige developer)',
      description: `204 (também quando já estava revogado). 404 api_token_not_found. ${DEV_PT} ${KEY_PT}`,
    },
    es: {
      summary: 'Revocar un token de API al instante (requiere developer)',
      description: `204 (también cuando ya estaba revocado). 404 api_token_not_found. ${DEV_ES} ${KEY_ES}`,
    },
  },
};
