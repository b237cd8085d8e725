import type { OperationTexts } from '../openapi-text-types';

const REFUSED_PT =
  '403 forbidden sem a permissão de IaaS, 403 iaas_cancelling enquanto a conta IaaS do usuário está sendo cancelada, 404 environment_not_found para um ambiente que o usuário não pode ver.';
const REFUSED_ES =
  '403 forbidden sin el permiso de IaaS, 403 iaas_cancelling mientras la cuenta IaaS del usuario se está cancelando, 404 environment_not_found para un entorno que el usuario no puede ver.';
const KEY_PT =
  'O cabeçalho Idempotency-Key é obrigatório: a mesma chave com a mesma requisição responde a mesma operação; com outra requisição, 409 idempotency_key_reused.';
const KEY_ES =
  'El encabezado Idempotency-Key es obligatorio: la misma clave con la misma solicitud responde la misma operación; con otra solicitud, 409 idempotency_key_reused.';
const KEY_ANSWER_PT =
  'O cabeçalho Idempotency-Key é obrigatório (a mesma chave e requisição respondem o que a primeira respondeu; outra requisição, 409 idempotency_key_reused).';
const KEY_ANSWER_ES =
  'El encabezado Idempotency-Key es obligatorio (la misma clave y solicitud responden lo que respondió la primera; otra solicitud, 409 idempotency_key_reused).';
const CIDR_PT =
  'Um bloco é um IPv4 a.b.c.d/n numa faixa privada, de /16 a /28, sem bits de host: 400 validation_failed caso contrário, com a palavra-chave de error_fields dizendo por quê (cidrFormat, cidrPrefix, cidrHostBits, cidrPrivate).';
const CIDR_ES =
  'Un bloque es un IPv4 a.b.c.d/n en un rango privado, de /16 a /28, sin bits de host: 400 validation_failed en caso contrario, con la palabra clave de error_fields indicando por qué (cidrFormat, cidrPrefix, cidrHostBits, cidrPrivate).';
const BUDGET_LINES_PT =
  'As linhas citam itens da tabela de preços da região do orçamento (400 iaas_budget_unknown_item nomeando o item, 400 iaas_unknown_region); os totais são calculados com os preços de hoje.';
const BUDGET_LINES_ES =
  'Las líneas nombran elementos de la lista de precios de la región del presupuesto (400 iaas_budget_unknown_item nombrando el elemento, 400 iaas_unknown_region); los totales se calculan con los precios de hoy.';
const VM_CREATE_PT = (image: string) =>
  `Responde 202 com a operação vm.create e o resource_id da nova máquina: a máquina é registrada em provisionamento com seus discos extras (volumes) e IP público, e a operação a leva a iniciando e depois em execução. ${image} O cabeçalho Idempotency-Key é obrigatório (a mesma chave e corpo: a mesma operação e máquina). 400 validation_failed com error_fields para um campo recusado (região, tamanho, imagem, rede ou chave SSH não oferecidos); 409 iaas_name_taken (error_fields /name); 409 iaas_quota_exceeded (vars: quota, limit, used, requested). ${REFUSED_PT}`;
const VM_CREATE_ES = (image: string) =>
  `Responde 202 con la operación vm.create y el resource_id de la nueva máquina: la máquina se registra en aprovisionamiento con sus discos adicionales (volúmenes) e IP pública, y la operación la pasa a iniciando y luego en ejecución. ${image} El encabezado Idempotency-Key es obligatorio (la misma clave y cuerpo: la misma operación y máquina). 400 validation_failed con error_fields para un campo rechazado (región, tamaño, imagen, red o clave SSH no ofrecidos); 409 iaas_name_taken (error_fields /name); 409 iaas_quota_exceeded (vars: quota, limit, used, requested). ${REFUSED_ES}`;
const DOCUMENTS_PT = '(exige menu_iaas, o sinalizador iaas_information_access e iaas_information_documents)';
const DOCUMENTS_ES =
  '(requiere menu_iaas, el indicador iaas_information_access e iaas_information_documents)';

/** IaaS: resources, machines, networks, settings, budgets, prices, documents, quotas and SSH keys. */
export const iaasOperationTexts: OperationTexts = {
  'GET /api/v1/environments/{cloudId}/iaas/resources': {
    'pt-BR': {
      summary: 'Os recursos IaaS de um ambiente (exige menu_iaas)',
      description:
        'Máquinas virtuais, volumes, redes e IPs públicos, uma página por vez, filtrados e ordenados (filter, sort, page, page_size), com um resumo do ambiente inteiro. 400 validation_failed para um filtro ou ordenação por um campo que a lista não tem. 403 forbidden sem menu_iaas; 403 iaas_cancelling enquanto a conta IaaS do usuário está sendo cancelada (a especificação do portal, §6, esconde os recursos nesse caso). Um ambiente desconhecido e um que o usuário não pode ver respondem, ambos, 404 environment_not_found.',
    },
    es: {
      summary: 'Los recursos IaaS de un entorno (requiere menu_iaas)',
      description:
        'Sus máquinas virtuales, volúmenes, redes e IP públicas, una página a la vez, filtrados y ordenados (filter, sort, page, page_size), con un resumen de todo el entorno. 400 validation_failed para un filtro u orden por un campo que la lista no tiene. 403 forbidden sin menu_iaas; 403 iaas_cancelling mientras la cuenta IaaS del usuario se está cancelando (la especificación del portal, §6, oculta entonces los recursos). Un entorno desconocido y uno que el usuario no puede ver responden ambos 404 environment_not_found.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/virtual-machines/{resourceId}': {
    'pt-BR': {
      summary: 'Uma máquina virtual IaaS (exige menu_iaas)',
      description:
        'Tamanho, imagem, rede e endereço privado, etiquetas, volumes anexados e endereços públicos, quanto custa por mês aos preços de hoje, e o uso diário de CPU e memória. Recusada como a lista de recursos; 404 iaas_machine_not_found quando o ambiente não tem essa máquina.',
    },
    es: {
      summary: 'Una máquina virtual IaaS (requiere menu_iaas)',
      description:
        'Su tamaño, imagen, red y dirección privada, etiquetas, volúmenes adjuntos y direcciones públicas, cuánto cuesta al mes con los precios de hoy, y su uso diario de CPU y memoria. Rechazada como la lista de recursos; 404 iaas_machine_not_found cuando el entorno no tiene esa máquina.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/overview': {
    'pt-BR': {
      summary: 'A conta IaaS num relance (exige menu_iaas)',
      description:
        'Quantidades de máquinas (por situação), volumes, redes e IPs públicos (os livres à parte), as regiões, um mês aos preços de hoje e a lista de primeiros passos. Recusada como a lista de recursos.',
    },
    es: {
      summary: 'La cuenta IaaS de un vistazo (requiere menu_iaas)',
      description:
        'Cantidades de máquinas (por estado), volúmenes, redes e IP públicas (las libres aparte), las regiones, un mes con los precios de hoy y la lista de primeros pasos. Rechazada como la lista de recursos.',
    },
  },
  'GET /api/v1/iaas/price-list': {
    'pt-BR': {
      summary: 'A tabela de preços de IaaS (exige menu_iaas)',
      description: 'Regiões, o preço mensal de cada item em cada região (centavos de R$) e imagens.',
    },
    es: {
      summary: 'La lista de precios de IaaS (requiere menu_iaas)',
      description: 'Regiones, el precio mensual de cada elemento en cada región (centavos de R$) e imágenes.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/budgets': {
    'pt-BR': {
      summary: 'Os orçamentos de IaaS de um ambiente (exige menu_iaas)',
      description:
        'Os alterados por último primeiro, no máximo 100. 404 environment_not_found tanto para desconhecido quanto para alheio.',
    },
    es: {
      summary: 'Los presupuestos de IaaS de un entorno (requiere menu_iaas)',
      description:
        'Los últimos modificados primero, como máximo 100. 404 environment_not_found tanto para uno desconocido como para uno ajeno.',
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/budgets': {
    'pt-BR': {
      summary: 'Salvar um orçamento de IaaS (exige menu_iaas)',
      description: `201 com o orçamento; 200 com o mesmo orçamento quando a Idempotency-Key já foi usada por este usuário aqui (um salvamento repetido); 409 idempotency_key_reused quando foi usada para outra requisição. ${BUDGET_LINES_PT}`,
    },
    es: {
      summary: 'Guardar un presupuesto de IaaS (requiere menu_iaas)',
      description: `201 con el presupuesto; 200 con el mismo presupuesto cuando este usuario ya usó la Idempotency-Key aquí (un guardado repetido); 409 idempotency_key_reused cuando se usó para otra solicitud. ${BUDGET_LINES_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/budgets/{budgetId}': {
    'pt-BR': {
      summary: 'Um orçamento de IaaS (exige menu_iaas)',
      description:
        'O que o link de orçamento compartilhado abre. 404 iaas_budget_not_found quando o ambiente não tem esse orçamento.',
    },
    es: {
      summary: 'Un presupuesto de IaaS (requiere menu_iaas)',
      description:
        'Lo que abre el enlace de presupuesto compartido. 404 iaas_budget_not_found cuando el entorno no tiene ese presupuesto.',
    },
  },
  'PUT /api/v1/environments/{cloudId}/iaas/budgets/{budgetId}': {
    'pt-BR': {
      summary: 'Alterar um orçamento de IaaS (exige menu_iaas)',
      description: `Substitui nome, região e linhas (a mesma requisição de novo não muda mais nada; com a mesma Idempotency-Key, responde a primeira alteração). ${BUDGET_LINES_PT}`,
    },
    es: {
      summary: 'Cambiar un presupuesto de IaaS (requiere menu_iaas)',
      description: `Reemplaza su nombre, región y líneas (la misma solicitud de nuevo no cambia nada más; con la misma Idempotency-Key responde el primer cambio). ${BUDGET_LINES_ES}`,
    },
  },
  'DELETE /api/v1/environments/{cloudId}/iaas/budgets/{budgetId}': {
    'pt-BR': {
      summary: 'Excluir um orçamento de IaaS (exige menu_iaas)',
      description:
        '404 iaas_budget_not_found quando o ambiente não tem esse orçamento (também quando uma exclusão repetida sem Idempotency-Key não o encontra mais; com a mesma chave, responde 204 de novo).',
    },
    es: {
      summary: 'Eliminar un presupuesto de IaaS (requiere menu_iaas)',
      description:
        '404 iaas_budget_not_found cuando el entorno no tiene ese presupuesto (también cuando una eliminación repetida sin Idempotency-Key ya no lo encuentra; con la misma clave responde 204 de nuevo).',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/networks': {
    'pt-BR': {
      summary: 'As redes de um ambiente, com suas sub-redes (exige menu_iaas)',
      description: `Cada uma com quantas máquinas estão nela e em cada sub-rede. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Las redes de un entorno, con sus subredes (requiere menu_iaas)',
      description: `Cada una con cuántas máquinas hay en ella y en cada subred. ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/networks': {
    'pt-BR': {
      summary: 'Criar uma rede, como operação (exige menu_iaas)',
      description: `202 com a operação network.create, cujo target_id é a nova rede (registrada em provisionamento, depois disponível). ${CIDR_PT} 409 iaas_cidr_overlap quando sobrepõe outra rede do ambiente (vars: o nome e o bloco dela); 400 iaas_unknown_region ou iaas_region_not_enabled. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Crear una red, como operación (requiere menu_iaas)',
      description: `202 con la operación network.create, cuyo target_id es la nueva red (registrada en aprovisionamiento, luego disponible). ${CIDR_ES} 409 iaas_cidr_overlap cuando se superpone con otra red del entorno (vars: su nombre y bloque); 400 iaas_unknown_region o iaas_region_not_enabled. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'DELETE /api/v1/environments/{cloudId}/iaas/networks/{networkId}': {
    'pt-BR': {
      summary: 'Excluir uma rede e suas sub-redes, como operação (exige menu_iaas)',
      description: `202 com a operação network.delete (excluindo, depois removida). 409 iaas_network_in_use enquanto houver máquinas nela (vars: o nome, quantas); 404 iaas_network_not_found. \`confirmation\` é o nome dela, digitado pelo usuário (400 iaas_confirmation_mismatch); 409 iaas_network_busy enquanto uma operação age sobre ela ou sobre sua rede. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Eliminar una red y sus subredes, como operación (requiere menu_iaas)',
      description: `202 con la operación network.delete (eliminando, luego eliminada). 409 iaas_network_in_use mientras haya máquinas en ella (vars: su nombre, cuántas); 404 iaas_network_not_found. \`confirmation\` es su nombre, escrito por el usuario (400 iaas_confirmation_mismatch); 409 iaas_network_busy mientras una operación actúa sobre ella o su red. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/networks/{networkId}/subnets': {
    'pt-BR': {
      summary: 'Adicionar uma sub-rede a uma rede, como operação (exige menu_iaas)',
      description: `202 com a operação subnet.create, cujo target_id é a nova sub-rede (registrada em provisionamento, depois disponível). ${CIDR_PT} 400 iaas_cidr_outside_network quando o bloco não está dentro do da rede; 409 iaas_cidr_overlap quando sobrepõe outra sub-rede da rede, 409 iaas_subnet_name_taken para um nome que ela já tem, 409 iaas_network_busy enquanto a rede está em provisionamento ou exclusão; 404 iaas_network_not_found. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Añadir una subred a una red, como operación (requiere menu_iaas)',
      description: `202 con la operación subnet.create, cuyo target_id es la nueva subred (registrada en aprovisionamiento, luego disponible). ${CIDR_ES} 400 iaas_cidr_outside_network cuando el bloque no está dentro del de la red; 409 iaas_cidr_overlap cuando se superpone con otra subred de la red, 409 iaas_subnet_name_taken para un nombre que ya tiene, 409 iaas_network_busy mientras la red se aprovisiona o elimina; 404 iaas_network_not_found. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'DELETE /api/v1/environments/{cloudId}/iaas/networks/{networkId}/subnets/{subnetId}': {
    'pt-BR': {
      summary: 'Excluir uma sub-rede, como operação (exige menu_iaas)',
      description: `202 com a operação subnet.delete (excluindo, depois removida). 409 iaas_subnet_in_use enquanto o endereço de uma máquina estiver nela; 404 iaas_network_not_found ou iaas_subnet_not_found. \`confirmation\` é o nome dela, digitado pelo usuário (400 iaas_confirmation_mismatch); 409 iaas_network_busy enquanto uma operação age sobre ela ou sobre sua rede. ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Eliminar una subred, como operación (requiere menu_iaas)',
      description: `202 con la operación subnet.delete (eliminando, luego eliminada). 409 iaas_subnet_in_use mientras la dirección de una máquina esté en ella; 404 iaas_network_not_found o iaas_subnet_not_found. \`confirmation\` es su nombre, escrito por el usuario (400 iaas_confirmation_mismatch); 409 iaas_network_busy mientras una operación actúa sobre ella o su red. ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/settings': {
    'pt-BR': {
      summary: 'As configurações de IaaS de um ambiente (exige menu_iaas)',
      description: `As regiões habilitadas e os padrões de um novo recurso. ${REFUSED_PT}`,
    },
    es: {
      summary: 'La configuración de IaaS de un entorno (requiere menu_iaas)',
      description: `Las regiones habilitadas y los valores por defecto de un nuevo recurso. ${REFUSED_ES}`,
    },
  },
  'PUT /api/v1/environments/{cloudId}/iaas/settings': {
    'pt-BR': {
      summary: 'Alterar as configurações de IaaS de um ambiente (exige menu_iaas)',
      description: `Substitui as configurações. 400 iaas_unknown_region para uma região que a tabela de preços não tem, iaas_region_not_enabled para uma região padrão (ou rede padrão) fora das habilitadas, iaas_setting_unknown para um tamanho, imagem ou rede que não existe (vars: a configuração, o valor). ${KEY_PT} ${REFUSED_PT}`,
    },
    es: {
      summary: 'Cambiar la configuración de IaaS de un entorno (requiere menu_iaas)',
      description: `La reemplaza. 400 iaas_unknown_region para una región que la lista de precios no tiene, iaas_region_not_enabled para una región por defecto (o red por defecto) fuera de las habilitadas, iaas_setting_unknown para un tamaño, imagen o red que no existe (vars: la configuración, el valor). ${KEY_ES} ${REFUSED_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/information': {
    'pt-BR': {
      summary:
        'O contrato de IaaS do ambiente, os dados de cobrança e o consumo deste mês (exige menu_iaas e o sinalizador iaas_information_access)',
      description:
        'O contrato aparece como em cancelamento enquanto a conta IaaS do usuário está sendo cancelada (esta página continua aberta nesse caso). O consumo são os totais diários do lado de análise neste mês, até ontem. 403 forbidden sem qualquer das permissões; 404 environment_not_found para um ambiente que o usuário não pode ver.',
    },
    es: {
      summary:
        'El contrato de IaaS del entorno, los datos de facturación y el consumo de este mes (requiere menu_iaas y el indicador iaas_information_access)',
      description:
        'El contrato figura en cancelación mientras la cuenta IaaS del usuario se está cancelando (esta página sigue abierta entonces). El consumo son los totales diarios del lado de análisis de este mes hasta ayer. 403 forbidden sin alguno de los permisos; 404 environment_not_found para un entorno que el usuario no puede ver.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/documents': {
    'pt-BR': {
      summary: `Os documentos de IaaS do ambiente: o contrato e as faturas mensais ${DOCUMENTS_PT}`,
      description: 'Os mais novos primeiro. 403 forbidden sem qualquer um dos três.',
    },
    es: {
      summary: `Los documentos de IaaS del entorno: el contrato y las facturas mensuales ${DOCUMENTS_ES}`,
      description: 'Los más recientes primero. 403 forbidden sin alguno de los tres.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/documents/{documentId}': {
    'pt-BR': {
      summary: `O arquivo de um documento de IaaS, como anexo ${DOCUMENTS_PT}`,
      description:
        'O contrato em PDF, uma fatura em CSV (uma linha por dia e região, depois o total), feitos com os dados do ambiente. Auditado (iaas_document.download). 404 iaas_document_not_found quando o ambiente não tem esse documento.',
    },
    es: {
      summary: `El archivo de un documento de IaaS, como adjunto ${DOCUMENTS_ES}`,
      description:
        'El contrato en PDF, una factura en CSV (una línea por día y región, luego el total), hechos con los datos del entorno. Auditado (iaas_document.download). 404 iaas_document_not_found cuando el entorno no tiene ese documento.',
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/quotas': {
    'pt-BR': {
      summary: 'As cotas de IaaS de um ambiente: cada limite e o que está em uso (exige menu_iaas)',
      description: `Máquinas, vCPUs, GB de memória, GB de disco e IPs públicos; o uso é contado a partir dos recursos. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Las cuotas de IaaS de un entorno: cada límite y lo que está en uso (requiere menu_iaas)',
      description: `Máquinas, vCPU, GB de memoria, GB de disco e IP públicas; el uso se cuenta a partir de sus recursos. ${REFUSED_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/ssh-keys': {
    'pt-BR': {
      summary: 'As chaves SSH de um ambiente, para máquinas Linux (exige menu_iaas)',
      description: `Nomes e impressões digitais SHA256, por nome. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Las claves SSH de un entorno, para máquinas Linux (requiere menu_iaas)',
      description: `Sus nombres y huellas digitales SHA256, por nombre. ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/ssh-keys': {
    'pt-BR': {
      summary: 'Adicionar uma chave pública SSH a um ambiente (exige menu_iaas)',
      description: `201 com a chave (tipo, bits e impressão digital SHA256 como o ssh-keygen -l os mostra); 200 com a mesma chave para uma nova tentativa com a mesma Idempotency-Key. 400 em /public_key: iaas_ssh_key_private (foi colada uma chave privada; ela não é guardada nem registrada), iaas_ssh_key_unknown_type, iaas_ssh_key_malformed, iaas_ssh_key_rsa_too_short (vars: bits, o mínimo). 409 iaas_ssh_key_name_taken (error_fields /name), 409 iaas_ssh_key_duplicate (a mesma chave com outro nome; vars: esse nome). ${REFUSED_PT} ${KEY_ANSWER_PT}`,
    },
    es: {
      summary: 'Añadir una clave pública SSH a un entorno (requiere menu_iaas)',
      description: `201 con la clave (su tipo, bits y huella digital SHA256 como los muestra ssh-keygen -l); 200 con la misma clave para un reintento con la misma Idempotency-Key. 400 en /public_key: iaas_ssh_key_private (se pegó una clave privada; no se guarda ni se registra), iaas_ssh_key_unknown_type, iaas_ssh_key_malformed, iaas_ssh_key_rsa_too_short (vars: bits, el mínimo). 409 iaas_ssh_key_name_taken (error_fields /name), 409 iaas_ssh_key_duplicate (la misma clave con otro nombre; vars: ese nombre). ${REFUSED_ES} ${KEY_ANSWER_ES}`,
    },
  },
  'GET /api/v1/environments/{cloudId}/iaas/imported-images': {
    'pt-BR': {
      summary: 'As imagens que um ambiente importou, para criar máquinas a partir delas (exige menu_iaas)',
      description: `As mais novas primeiro. ${REFUSED_PT}`,
    },
    es: {
      summary:
        'Las imágenes que importó un entorno, para crear máquinas a partir de ellas (requiere menu_iaas)',
      description: `Las más recientes primero. ${REFUSED_ES}`,
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/virtual-machines': {
    'pt-BR': {
      summary: 'Criar uma máquina virtual, como operação (exige menu_iaas)',
      description: VM_CREATE_PT('A imagem é uma das do catálogo.'),
    },
    es: {
      summary: 'Crear una máquina virtual, como operación (requiere menu_iaas)',
      description: VM_CREATE_ES('La imagen es una del catálogo.'),
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/virtual-machines/import': {
    'pt-BR': {
      summary: 'Criar uma máquina virtual a partir de uma imagem importada, como operação (exige menu_iaas)',
      description: VM_CREATE_PT('A imagem é uma das que o ambiente importou.'),
    },
    es: {
      summary:
        'Crear una máquina virtual a partir de una imagen importada, como operación (requiere menu_iaas)',
      description: VM_CREATE_ES('La imagen es una de las que importó el entorno.'),
    },
  },
  'POST /api/v1/environments/{cloudId}/iaas/resources/{resourceId}/remove': {
    'pt-BR': {
      summary: 'Remover um volume ou IP público livre, como operação (exige menu_iaas)',
      description: `Responde 202 com a operação resource.delete. \`confirmation\` é o nome do recurso, digitado pelo usuário (400 iaas_confirmation_mismatch). 409 iaas_resource_not_removable para uma máquina, uma rede, ou um volume ou IP em uso; 409 operation_in_progress; 404 iaas_resource_not_found. O cabeçalho Idempotency-Key é obrigatório. ${REFUSED_PT}`,
    },
    es: {
      summary: 'Quitar un volumen o IP pública libre, como operación (requiere menu_iaas)',
      description: `Responde 202 con la operación resource.delete. \`confirmation\` es el nombre del recurso, escrito por el usuario (400 iaas_confirmation_mismatch). 409 iaas_resource_not_removable para una máquina, una red, o un volumen o IP en uso; 409 operation_in_progress; 404 iaas_resource_not_found. El encabezado Idempotency-Key es obligatorio. ${REFUSED_ES}`,
    },
  },
  'DELETE /api/v1/environments/{cloudId}/iaas/ssh-keys/{sshKeyId}': {
    'pt-BR': {
      summary: 'Excluir uma chave SSH de um ambiente (exige menu_iaas)',
      description: `204; as máquinas criadas com ela a mantêm (ela foi copiada para elas). 404 iaas_ssh_key_not_found quando o ambiente não tem essa chave. ${REFUSED_PT} ${KEY_ANSWER_PT}`,
    },
    es: {
      summary: 'Eliminar una clave SSH de un entorno (requiere menu_iaas)',
      description: `204; las máquinas creadas con ella la conservan (se copió en ellas). 404 iaas_ssh_key_not_found cuando el entorno no tiene esa clave. ${REFUSED_ES} ${KEY_ANSWER_ES}`,
    },
  },
};
