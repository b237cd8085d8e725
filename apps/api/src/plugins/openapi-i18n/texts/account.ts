import type { OperationTexts } from '../openapi-text-types';

/** Sign-in, the signed-in user, impersonation, profile, health and this document. */
export const accountOperationTexts: OperationTexts = {
  'GET /api/v1/openapi.json': {
    'pt-BR': {
      summary: 'O documento OpenAPI desta API',
      description:
        'O documento OpenAPI 3.0 gerado a partir dos esquemas das rotas: cada rota, seus parâmetros, corpos, respostas e autenticação. Público. As rotas vêm descritas no idioma indicado em `lang`; senão, no primeiro do Accept-Language que o portal fala (pt-BR, en, es); senão, em inglês, o mesmo documento de /api/docs/json.',
    },
    es: {
      summary: 'El documento OpenAPI de esta API',
      description:
        'El documento OpenAPI 3.0 generado a partir de los esquemas de las rutas: cada ruta, sus parámetros, cuerpos, respuestas y autenticación. Público. Las rutas se describen en el idioma que indica `lang`; si no, en el primero de Accept-Language que el portal habla (pt-BR, en, es); si no, en inglés, el mismo documento que /api/docs/json.',
    },
  },
  'GET /api/v1/health': {
    'pt-BR': {
      summary: 'Verificação de funcionamento e do banco de dados',
      description:
        'Responde na hora: o banco só é consultado quando isso não espera por mais nada (o banco embutido, ocupado com um comando, está ativo se respondeu nos últimos segundos).',
    },
    es: {
      summary: 'Verificación de funcionamiento y de la base de datos',
      description:
        'Responde al instante: la base de datos solo se consulta cuando eso no espera a nada más (la base embebida, ocupada con una sentencia, está activa si respondió en los últimos segundos).',
    },
  },
  'POST /api/v1/session': {
    'pt-BR': { summary: 'Entrar com e-mail e senha' },
    es: { summary: 'Iniciar sesión con correo y contraseña' },
  },
  'DELETE /api/v1/session': {
    'pt-BR': {
      summary: 'Sair: revoga este acesso e todos os seus tokens',
      description:
        'Os tokens de renovação e de acesso deixam de funcionar, assim como os tokens de incorporação obtidos com eles (a partir daí, 401 embed_token_expired em todas as instâncias da API).',
    },
    es: {
      summary: 'Cerrar sesión: revoca este acceso y todos sus tokens',
      description:
        'Sus tokens de renovación y de acceso dejan de funcionar, y también los tokens de inserción obtenidos con ellos (desde entonces, 401 embed_token_expired en todas las instancias de la API).',
    },
  },
  'POST /api/v1/session/refresh': {
    'pt-BR': {
      summary: 'Trocar um token de renovação por um novo par de tokens (rotação)',
      description:
        'O token de renovação vale uma vez. Um token desconhecido, expirado ou revogado responde 400 invalid_grant; apresentar um token já usado também revoga todos os tokens daquele acesso, a menos que a renovação que o usou seja reenviada com a mesma Idempotency-Key (veja o cabeçalho). Com `include_me`, a resposta traz também a de GET /me (`me`), como o novo token de acesso a vê. As renovações são limitadas por acesso (AUTH_REFRESH_RATE_LIMIT_*, 30 por minuto), não por endereço, e não contam no limite de entradas; as renovações que falham são limitadas por endereço (AUTH_REFRESH_FAILURE_RATE_LIMIT_*). Passado qualquer um dos limites, 429 too_many_requests com Retry-After (error_vars: os segundos), e o token de renovação apresentado continua válido.',
    },
    es: {
      summary: 'Cambiar un token de renovación por un nuevo par de tokens (rotación)',
      description:
        'El token de renovación se usa una sola vez. Un token desconocido, vencido o revocado responde 400 invalid_grant; presentar un token ya usado revoca además todos los tokens de ese acceso, salvo que la renovación que lo usó se reenvíe con la misma Idempotency-Key (vea el encabezado). Con `include_me`, la respuesta incluye también la de GET /me (`me`), tal como la ve el nuevo token de acceso. Las renovaciones se limitan por acceso (AUTH_REFRESH_RATE_LIMIT_*, 30 por minuto), no por dirección, y no cuentan para el límite de inicios de sesión; las renovaciones fallidas se limitan por dirección (AUTH_REFRESH_FAILURE_RATE_LIMIT_*). Superado cualquiera de los dos, 429 too_many_requests con Retry-After (error_vars: los segundos), y el token de renovación presentado sigue siendo válido.',
    },
  },
  'GET /api/v1/session/sso': {
    'pt-BR': { summary: 'Se o login único é oferecido, e o texto do seu botão' },
    es: { summary: 'Si se ofrece el inicio de sesión único, y el texto de su botón' },
  },
  'GET /api/v1/session/sso/authorize': {
    'pt-BR': {
      summary: 'Iniciar o login único: redireciona o navegador ao emissor OpenID Connect',
      description:
        'Navegue o navegador até aqui (não use fetch). return_to é um caminho do portal (padrão /). Responde 404 sso_not_configured quando o login único está desligado e 503 sso_unavailable quando o emissor não pode ser alcançado.',
    },
    es: {
      summary: 'Iniciar el inicio de sesión único: redirige el navegador al emisor OpenID Connect',
      description:
        'Lleve el navegador hasta aquí (no use fetch). return_to es una ruta del portal (por defecto /). Responde 404 sso_not_configured cuando el inicio de sesión único está desactivado y 503 sso_unavailable cuando no se puede alcanzar el emisor.',
    },
  },
  'GET /api/v1/session/sso/callback': {
    'pt-BR': {
      summary: 'O URI de redirecionamento do OpenID Connect: conclui o login único e redireciona ao portal',
      description:
        'Chamado pelo navegador ao voltar do emissor. Redireciona ao portal: /authorize?code=…&return_to=… em caso de sucesso; /login?sso_error=… caso contrário.',
    },
    es: {
      summary:
        'El URI de redirección de OpenID Connect: completa el inicio de sesión único y redirige al portal',
      description:
        'Lo llama el navegador al volver del emisor. Redirige al portal: /authorize?code=…&return_to=… si tiene éxito; /login?sso_error=… en caso contrario.',
    },
  },
  'POST /api/v1/session/sso/exchange': {
    'pt-BR': {
      summary: 'Trocar o código de uso único de um login único por um par de tokens',
      description: 'O código vale uma vez, em até 60 segundos; caso contrário, 400 invalid_grant.',
    },
    es: {
      summary: 'Cambiar el código de un solo uso de un inicio de sesión único por un par de tokens',
      description: 'El código sirve una vez, dentro de 60 segundos; si no, 400 invalid_grant.',
    },
  },
  'POST /api/v1/password-recovery': {
    'pt-BR': {
      summary: 'Pedir por e-mail um link para redefinir a senha',
      description:
        'Sempre 202, tenha o e-mail uma conta ou não (ninguém descobre quais endereços estão cadastrados). Para uma conta, um link válido por 1 hora e uma única vez é enviado no idioma dela; poucos por conta em cada janela (PASSWORD_RESET_RATE_LIMIT_*), os demais simplesmente não são enviados. Limitado por endereço do cliente como a entrada (429).',
    },
    es: {
      summary: 'Pedir por correo un enlace para restablecer la contraseña',
      description:
        'Siempre 202, tenga o no cuenta el correo (nadie averigua qué direcciones están registradas). Para una cuenta, se envía en su idioma un enlace válido durante 1 hora y una sola vez; unos pocos por cuenta en cada ventana (PASSWORD_RESET_RATE_LIMIT_*), los demás simplemente no se envían. Limitado por dirección del cliente, como el inicio de sesión (429).',
    },
  },
  'POST /api/v1/password-recovery/password': {
    'pt-BR': {
      summary: 'Definir uma senha com o token de um link de redefinição ou de convite',
      description:
        'Consome o link (uma vez): a senha é definida, um usuário convidado passa a ativo, todos os acessos do usuário terminam e isso é auditado (password.reset). Responde o e-mail com que entrar. Um link já usado responde 400 account_link_used; um vencido, 400 account_link_expired; qualquer outro token, 400 account_link_invalid.',
    },
    es: {
      summary: 'Definir una contraseña con el token de un enlace de restablecimiento o de invitación',
      description:
        'Consume el enlace (una vez): se define la contraseña, un usuario invitado pasa a activo, terminan todos los accesos del usuario y queda auditado (password.reset). Responde el correo con el que iniciar sesión. Un enlace ya usado responde 400 account_link_used; uno vencido, 400 account_link_expired; cualquier otro token, 400 account_link_invalid.',
    },
  },
  'GET /api/v1/me': {
    'pt-BR': {
      summary: 'O usuário conectado, seus ambientes e funcionalidades',
      description:
        'Enquanto o acesso personifica um usuário (POST /impersonation), este é esse usuário, com `impersonation` dizendo quem o personifica e até quando.',
    },
    es: {
      summary: 'El usuario conectado, sus entornos y funcionalidades',
      description:
        'Mientras el acceso suplanta a un usuario (POST /impersonation), este es ese usuario, con `impersonation` indicando quién lo suplanta y hasta cuándo.',
    },
  },
  'GET /api/v1/impersonation/users': {
    'pt-BR': {
      summary: 'Usuários que a pessoa da equipe pode personificar, por parte do nome ou do e-mail',
      description:
        'Equipe com impersonate_users (403 caso contrário). Só usuários com algum ambiente que a pessoa da equipe pode ver; nunca ela mesma, nunca quem tem impersonate_users.',
    },
    es: {
      summary: 'Usuarios que el miembro del equipo puede suplantar, por parte del nombre o del correo',
      description:
        'Equipo con impersonate_users (403 en caso contrario). Solo usuarios con algún entorno que el miembro del equipo puede ver; nunca él mismo, nunca quien tiene impersonate_users.',
    },
  },
  'POST /api/v1/impersonation': {
    'pt-BR': {
      summary: 'Começar a personificar um usuário',
      description:
        'A partir daí, cada requisição deste acesso responde como o usuário (GET /me acrescenta `impersonation`), só para leitura: gravações respondem 403 impersonation_read_only, exceto DELETE /impersonation e a saída. Termina com DELETE /impersonation, com a saída ou 60 minutos depois de começar. 404 user_not_found para um usuário que a pessoa da equipe não pode ver; 403 impersonation_not_allowed para si mesma ou para outra pessoa com impersonate_users. Auditado.',
    },
    es: {
      summary: 'Empezar a suplantar a un usuario',
      description:
        'Desde entonces, cada solicitud de este acceso responde como el usuario (GET /me añade `impersonation`), solo lectura: las escrituras responden 403 impersonation_read_only, salvo DELETE /impersonation y el cierre de sesión. Termina con DELETE /impersonation, con el cierre de sesión o 60 minutos después de empezar. 404 user_not_found para un usuario que el miembro del equipo no puede ver; 403 impersonation_not_allowed para sí mismo u otro titular de impersonate_users. Auditado.',
    },
  },
  'DELETE /api/v1/impersonation': {
    'pt-BR': {
      summary: 'Parar de personificar',
      description: '204 esteja ou não este acesso personificando alguém. Auditado quando estava.',
    },
    es: {
      summary: 'Dejar de suplantar',
      description: '204 tanto si este acceso estaba suplantando como si no. Auditado cuando lo estaba.',
    },
  },
  'GET /api/v1/profile': {
    'pt-BR': { summary: 'O perfil do usuário conectado' },
    es: { summary: 'El perfil del usuario conectado' },
  },
  'PATCH /api/v1/profile': {
    'pt-BR': {
      summary: 'Alterar o próprio nome, telefone e idioma',
      description:
        'Campos omitidos mantêm o valor. Responde o perfil como foi salvo. A mesma Idempotency-Key com o mesmo corpo responde de novo; com outro corpo, 409 idempotency_key_reused. Auditado (profile.update, antes e depois).',
    },
    es: {
      summary: 'Cambiar el propio nombre, teléfono e idioma',
      description:
        'Los campos omitidos conservan su valor. Responde el perfil tal como se guardó. La misma Idempotency-Key con el mismo cuerpo lo responde de nuevo; con otro cuerpo, 409 idempotency_key_reused. Auditado (profile.update, antes y después).',
    },
  },
  'PUT /api/v1/profile/password': {
    'pt-BR': {
      summary: 'Alterar a própria senha',
      description:
        'Exige a senha atual (400 password_incorrect caso contrário); a nova segue as regras de senha (NewPasswordSchema). Todos os outros acessos do usuário terminam; este continua. Auditado (password.change). Uma nova tentativa com a mesma Idempotency-Key responde 204 de novo.',
    },
    es: {
      summary: 'Cambiar la propia contraseña',
      description:
        'Exige la contraseña actual (400 password_incorrect si no); la nueva sigue las reglas de contraseña (NewPasswordSchema). Terminan todos los demás accesos del usuario; este sigue. Auditado (password.change). Un reintento con la misma Idempotency-Key responde 204 de nuevo.',
    },
  },
  'GET /api/v1/profile/sign-ins': {
    'pt-BR': {
      summary: 'Os acessos ativos do usuário conectado',
      description:
        'Cada um com o navegador (agente de usuário) e o endereço do seu último token, quando começou e quando o token foi renovado pela última vez; `current` marca o que está perguntando.',
    },
    es: {
      summary: 'Los accesos activos del usuario conectado',
      description:
        'Cada uno con el navegador (user agent) y la dirección de su último token, cuándo empezó y cuándo se renovó su token por última vez; `current` marca el que pregunta.',
    },
  },
  'DELETE /api/v1/profile/sign-ins': {
    'pt-BR': {
      summary: 'Encerrar todos os acessos, menos este',
      description: 'Responde quantos terminaram (0 quando não havia nenhum; repetir não faz mal). Auditado.',
    },
    es: {
      summary: 'Cerrar todos los accesos salvo este',
      description: 'Responde cuántos terminaron (0 si no había ninguno; repetirlo no hace daño). Auditado.',
    },
  },
  'DELETE /api/v1/profile/sign-ins/{signInId}': {
    'pt-BR': {
      summary: 'Encerrar um dos próprios acessos',
      description:
        'Os tokens dele param de funcionar na hora. O acesso de outro usuário, ou um já encerrado, responde 404 sign_in_not_found. Auditado (sign_in.end).',
    },
    es: {
      summary: 'Cerrar uno de los propios accesos',
      description:
        'Sus tokens dejan de funcionar al instante. El acceso de otro usuario, o uno ya cerrado, responde 404 sign_in_not_found. Auditado (sign_in.end).',
    },
  },
};
