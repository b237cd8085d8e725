import type { OperationTexts } from '../openapi-text-types';

const NO_ENV_PT =
  'Um ambiente desconhecido e um que o usuário não pode ver respondem, ambos, 404 environment_not_found.';
const NO_ENV_ES =
  'Un entorno desconocido y uno que el usuario no puede ver responden ambos 404 environment_not_found.';
const KEY_PT =
  'O cabeçalho Idempotency-Key é obrigatório: a mesma chave com a mesma requisição responde a mesma operação; com outra requisição, 409 idempotency_key_reused.';
const KEY_ES =
  'El encabezado Idempotency-Key es obligatorio: la misma clave con la misma solicitud responde la misma operación; con otra solicitud, 409 idempotency_key_reused.';
const DR_PT =
  'Informe origin_topology_id para um par, ou omita-o para todos os pares do ambiente; confirmation deve ser o cloud_id do ambiente (400 dr_confirmation_mismatch). Um par desconhecido ou sem destino responde 404 dr_pair_not_found. Roda numa única transação com seu evento de auditoria: uma recusa não muda nada. Somente leitura durante a personificação (403 impersonation_read_only). Responde o plano como está agora.';
const DR_ES =
  'Indique origin_topology_id para un par, u omítalo para todos los pares del entorno; confirmation debe ser el cloud_id del entorno (400 dr_confirmation_mismatch). Un par desconocido o sin destino responde 404 dr_pair_not_found. Se ejecuta en una sola transacción con su evento de auditoría: un rechazo no cambia nada. Solo lectura durante la suplantación (403 impersonation_read_only). Responde el plan tal como está ahora.';

/** Machine actions, operations, backups, snapshots and disaster recovery. */
export const recoveryOperationTexts: OperationTexts = {
  'POST /api/v1/environments/{cloudId}/iaas/virtual-machines/{resourceId}/actions': {
    'pt-BR': {
      summary:
        'Iniciar, parar, reiniciar, redimensionar, tirar um instantâneo ou excluir uma máquina, como operação (exige menu_iaas)',
      description: `Responde 202 com a operação, que então avança passo a passo (parada → iniciando → em execução…); suas mudanças chegam no canal do usuário como o evento \`operation\`. ${KEY_PT} Uma exclusão exige \`confirmation\`, o nome da máquina (400 vm_confirmation_mismatch). Um redimensionamento exige \`size_sku\`, um tamanho da região da máquina diferente do atual (400 vm_size_unknown, vm_size_unchanged); um instantâneo aceita um \`name\` opcional. 409 vm_action_not_allowed quando a situação da máquina não permite a ação, 409 operation_in_progress enquanto outra operação age sobre ela; 403 iaas_cancelling enquanto a conta IaaS do usuário está sendo cancelada; 404 vm_not_found, ou environment_not_found.`,
    },
    es: {
      summary:
        'Iniciar, detener, reiniciar, redimensionar, crear una instantánea o eliminar una máquina, como operación (requiere menu_iaas)',
      description: `Responde 202 con la operación, que luego avanza paso a paso (detenida → iniciando → en ejecución…); sus cambios llegan por el canal del usuario como el evento \`operation\`. ${KEY_ES} Una eliminación requiere \`confirmation\`, el nombre de la máquina (400 vm_confirmation_mismatch). Un redimensionamiento requiere \`size_sku\`, un tamaño de la región de la máquina distinto del actual (400 vm_size_unknown, vm_size_unchanged); una instantánea admite un \`name\` opcional. 409 vm_action_not_allowed cuando el estado de la máquina no permite la acción, 409 operation_in_progress mientras otra operación actúa sobre ella; 403 iaas_cancelling mientras la cuenta IaaS del usuario se está cancelando; 404 vm_not_found, o environment_not_found.`,
    },
  },
  'GET /api/v1/environments/{cloudId}/operations/{operationId}': {
    'pt-BR': {
      summary: 'Uma operação: sua situação e os passos concluídos (exige menu_iaas)',
      description: '404 operation_not_found para uma operação que não é deste ambiente.',
    },
    es: {
      summary: 'Una operación: su estado y los pasos realizados (requiere menu_iaas)',
      description: '404 operation_not_found para una operación que no es de este entorno.',
    },
  },
  'GET /api/v1/environments/{cloudId}/backup-catalog': {
    'pt-BR': {
      summary: 'Os backups e instantâneos de máquinas do ambiente, numa só lista',
      description: `Backups de topologia com backup_download, instantâneos de máquinas com a permissão de IaaS (não enquanto a conta IaaS está em cancelamento); 403 forbidden sem nenhuma das duas. Cada item diz se este usuário pode restaurá-lo (backups de topologia: dr_restoration). ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Las copias de seguridad e instantáneas de máquinas del entorno, en una sola lista',
      description: `Copias de seguridad de topología con backup_download, instantáneas de máquinas con el permiso de IaaS (no mientras la cuenta IaaS se está cancelando); 403 forbidden sin ninguno de los dos. Cada elemento indica si este usuario puede restaurarlo (copias de topología: dr_restoration). ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/snapshots': {
    'pt-BR': {
      summary: 'Os instantâneos de máquinas do ambiente, ou os de uma máquina (exige a permissão de IaaS)',
      description: `Os mais novos primeiro. 403 iaas_cancelling enquanto a conta IaaS está sendo cancelada. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Las instantáneas de máquinas del entorno, o las de una máquina (requiere el permiso de IaaS)',
      description: `Las más recientes primero. 403 iaas_cancelling mientras la cuenta IaaS se está cancelando. ${NO_ENV_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/backups/{backupId}/restore': {
    'pt-BR': {
      summary: 'Restaurar um backup de topologia, como operação (exige dr_restoration)',
      description: `Responde 202 com a operação (solicitada → restaurando → concluída), auditada. \`confirmation\` é o backup_id digitado (400 restore_confirmation_mismatch); 404 backup_not_found para um backup desconhecido ou que falhou; 409 operation_in_progress enquanto uma restauração dele estiver em andamento. ${KEY_PT} ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Restaurar una copia de seguridad de topología, como operación (requiere dr_restoration)',
      description: `Responde 202 con la operación (solicitada → restaurando → completada), auditada. \`confirmation\` es el backup_id escrito (400 restore_confirmation_mismatch); 404 backup_not_found para una copia desconocida o fallida; 409 operation_in_progress mientras se ejecuta una restauración de ella. ${KEY_ES} ${NO_ENV_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/snapshots/{snapshotId}/restore': {
    'pt-BR': {
      summary: 'Restaurar um instantâneo na sua máquina, como operação (exige a permissão de IaaS)',
      description: `Responde 202 com a operação: a máquina passa por parando → restaurando → em execução. \`confirmation\` é o nome do instantâneo digitado (400 restore_confirmation_mismatch); 404 snapshot_not_found; 409 snapshot_machine_gone quando a máquina dele foi excluída, vm_action_not_allowed ou operation_in_progress quando a máquina não pode ser restaurada agora; 403 iaas_cancelling. ${KEY_PT} ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Restaurar una instantánea en su máquina, como operación (requiere el permiso de IaaS)',
      description: `Responde 202 con la operación: la máquina pasa por deteniendo → restaurando → en ejecución. \`confirmation\` es el nombre de la instantánea escrito (400 restore_confirmation_mismatch); 404 snapshot_not_found; 409 snapshot_machine_gone cuando su máquina fue eliminada, vm_action_not_allowed u operation_in_progress cuando la máquina no se puede restaurar ahora; 403 iaas_cancelling. ${KEY_ES} ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/disaster-recovery/plan': {
    'pt-BR': {
      summary: 'O plano de recuperação de desastre do ambiente',
      description: `Os pares (cada dr_origin com seu dr_destination e se está com a DR ativada), a situação e as ações de DR mais recentes. Exige dr_plan_test, dr_activation ou dr_restoration (403 caso contrário). ${NO_ENV_PT}`,
    },
    es: {
      summary: 'El plan de recuperación ante desastres del entorno',
      description: `Sus pares (cada dr_origin con su dr_destination y si está conmutado), su estado y sus acciones de DR más recientes. Requiere dr_plan_test, dr_activation o dr_restoration (403 en caso contrario). ${NO_ENV_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/disaster-recovery/activation': {
    'pt-BR': {
      summary: 'Ativar a recuperação de desastre: o destino passa a atender (exige dr_activation)',
      description: `${DR_PT} Um par com a DR já ativada responde 409 dr_already_active. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Activar la recuperación ante desastres: conmutar al destino (requiere dr_activation)',
      description: `${DR_ES} Un par ya conmutado responde 409 dr_already_active. ${NO_ENV_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/disaster-recovery/restoration': {
    'pt-BR': {
      summary: 'Desativar a recuperação de desastre: restaurar a origem (exige dr_restoration)',
      description: `${DR_PT} Um par que já atende pela origem responde 409 dr_not_active. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Desactivar la recuperación ante desastres: restaurar el origen (requiere dr_restoration)',
      description: `${DR_ES} Un par que ya sirve desde su origen responde 409 dr_not_active. ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/backups': {
    'pt-BR': {
      summary: 'Os backups do ambiente (exige backup_download)',
      description: `Os mais novos primeiro. 403 forbidden sem backup_download. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Las copias de seguridad del entorno (requiere backup_download)',
      description: `Las más recientes primero. 403 forbidden sin backup_download. ${NO_ENV_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/backups/{backupId}/download': {
    'pt-BR': {
      summary: 'Um link de download assinado para um backup (exige backup_download)',
      description: `O link funciona por 300 s sem a sessão. Auditado. Um backup desconhecido no ambiente, ou que falhou, responde 404 backup_not_found. Somente leitura durante a personificação. ${NO_ENV_PT}`,
    },
    es: {
      summary: 'Un enlace de descarga firmado para una copia de seguridad (requiere backup_download)',
      description: `El enlace funciona durante 300 s sin la sesión. Auditado. Una copia desconocida en el entorno, o fallida, responde 404 backup_not_found. Solo lectura durante la suplantación. ${NO_ENV_ES}`,
    },
  },
  'GET /api/v1/backup-files/{token}': {
    'pt-BR': {
      summary: 'O arquivo de um link de backup assinado',
      description:
        'Público: o token é a credencial. Um token expirado, alterado ou desconhecido responde 403 backup_link_invalid.',
    },
    es: {
      summary: 'El archivo de un enlace de copia de seguridad firmado',
      description:
        'Público: el token es la credencial. Un token vencido, alterado o desconocido responde 403 backup_link_invalid.',
    },
  },
};
