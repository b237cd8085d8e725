import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    networksTitle: 'Redes e sub-redes',
    sizeLabel: '{{sku}} ({{vcpus}} vCPU, {{memory}} GB)',
    failed: 'Não foi possível concluir. Tente novamente.',
    accepted: {
      network: {
        create:
          'A criação da rede {{name}} começou. Acompanhe o andamento na lista e em Últimas Ações Executadas.',
        delete:
          'A exclusão da rede {{name}} começou. Acompanhe o andamento na lista e em Últimas Ações Executadas.',
      },
      subnet: {
        create:
          'A criação da sub-rede {{name}} começou. Acompanhe o andamento na lista e em Últimas Ações Executadas.',
        delete:
          'A exclusão da sub-rede {{name}} começou. Acompanhe o andamento na lista e em Últimas Ações Executadas.',
      },
    },
    createNetwork: {
      open: 'Criar rede',
      title: 'Criar rede',
      name: 'Nome da rede',
      nameHint: 'Letras minúsculas, números e hífens. Ex.: acm1-vcn-homologacao.',
      region: 'Região',
      cidr: 'Bloco CIDR',
      cidrHint: 'Um bloco privado de /16 a /28, por exemplo 10.1.0.0/16.',
      submit: 'Criar rede',
    },
    createSubnet: {
      title: 'Adicionar sub-rede em {{name}}',
      name: 'Nome da sub-rede',
      cidr: 'Bloco CIDR',
      cidrHint: 'Dentro de {{cidr}}, sem se sobrepor às outras sub-redes.',
      submit: 'Adicionar sub-rede',
    },
    delete: {
      networkTitle: 'Excluir a rede {{name}}?',
      networkText:
        'A rede {{name}} e as sub-redes dela serão excluídas. Isso não pode ser desfeito. Digite o nome da rede, {{name}}, para confirmar.',
      networkLabel: 'Nome da rede',
      subnetTitle: 'Excluir a sub-rede {{name}}?',
      subnetText:
        'A sub-rede {{name}} será excluída. Isso não pode ser desfeito. Digite o nome da sub-rede, {{name}}, para confirmar.',
      subnetLabel: 'Nome da sub-rede',
      confirm: 'Excluir',
    },
  },
  en: {
    networksTitle: 'Networks and subnets',
    sizeLabel: '{{sku}} ({{vcpus}} vCPU, {{memory}} GB)',
    failed: 'It could not be done. Try again.',
    accepted: {
      network: {
        create:
          'Creating the network {{name}} has started. Follow it in the list and in Latest Executed Actions.',
        delete:
          'Deleting the network {{name}} has started. Follow it in the list and in Latest Executed Actions.',
      },
      subnet: {
        create:
          'Creating the subnet {{name}} has started. Follow it in the list and in Latest Executed Actions.',
        delete:
          'Deleting the subnet {{name}} has started. Follow it in the list and in Latest Executed Actions.',
      },
    },
    createNetwork: {
      open: 'Create network',
      title: 'Create network',
      name: 'Network name',
      nameHint: 'Lowercase letters, digits and hyphens. E.g. acm1-vcn-staging.',
      region: 'Region',
      cidr: 'CIDR block',
      cidrHint: 'A private block from /16 to /28, for example 10.1.0.0/16.',
      submit: 'Create network',
    },
    createSubnet: {
      title: 'Add a subnet to {{name}}',
      name: 'Subnet name',
      cidr: 'CIDR block',
      cidrHint: 'Inside {{cidr}}, not overlapping the other subnets.',
      submit: 'Add subnet',
    },
    delete: {
      networkTitle: 'Delete the network {{name}}?',
      networkText:
        'The network {{name}} and its subnets will be deleted. This cannot be undone. Type the network’s name, {{name}}, to confirm.',
      networkLabel: 'Network name',
      subnetTitle: 'Delete the subnet {{name}}?',
      subnetText:
        'The subnet {{name}} will be deleted. This cannot be undone. Type the subnet’s name, {{name}}, to confirm.',
      subnetLabel: 'Subnet name',
      confirm: 'Delete',
    },
  },
  es: {
    networksTitle: 'Redes y subredes',
    sizeLabel: '{{sku}} ({{vcpus}} vCPU, {{memory}} GB)',
    failed: 'No se pudo completar. Inténtelo de nuevo.',
    accepted: {
      network: {
        create:
          'Comenzó la creación de la red {{name}}. Siga el avance en la lista y en Últimas Acciones Ejecutadas.',
        delete:
          'Comenzó la eliminación de la red {{name}}. Siga el avance en la lista y en Últimas Acciones Ejecutadas.',
      },
      subnet: {
        create:
          'Comenzó la creación de la subred {{name}}. Siga el avance en la lista y en Últimas Acciones Ejecutadas.',
        delete:
          'Comenzó la eliminación de la subred {{name}}. Siga el avance en la lista y en Últimas Acciones Ejecutadas.',
      },
    },
    createNetwork: {
      open: 'Crear red',
      title: 'Crear red',
      name: 'Nombre de la red',
      nameHint: 'Letras minúsculas, números y guiones. Ej.: acm1-vcn-homologacion.',
      region: 'Región',
      cidr: 'Bloque CIDR',
      cidrHint: 'Un bloque privado de /16 a /28, por ejemplo 10.1.0.0/16.',
      submit: 'Crear red',
    },
    createSubnet: {
      title: 'Agregar una subred a {{name}}',
      name: 'Nombre de la subred',
      cidr: 'Bloque CIDR',
      cidrHint: 'Dentro de {{cidr}}, sin superponerse a las otras subredes.',
      submit: 'Agregar subred',
    },
    delete: {
      networkTitle: '¿Eliminar la red {{name}}?',
      networkText:
        'Se eliminarán la red {{name}} y sus subredes. Esto no se puede deshacer. Escriba el nombre de la red, {{name}}, para confirmar.',
      networkLabel: 'Nombre de la red',
      subnetTitle: '¿Eliminar la subred {{name}}?',
      subnetText:
        'Se eliminará la subred {{name}}. Esto no se puede deshacer. Escriba el nombre de la subred, {{name}}, para confirmar.',
      subnetLabel: 'Nombre de la subred',
      confirm: 'Eliminar',
    },
  },
});
