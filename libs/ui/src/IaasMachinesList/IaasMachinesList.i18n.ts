import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    table: 'Máquinas virtuais do ambiente',
    empty: 'Este ambiente não tem máquinas virtuais.',
    emptyHint: 'Crie uma máquina no Gerenciador: escolha a imagem, o tamanho e a rede.',
    count_one: '{{count, number}} máquina',
    count_other: '{{count, number}} máquinas',
    errorTitle: 'Não foi possível carregar as máquinas virtuais.',
    loading: 'Carregando as máquinas virtuais…',
  },
  en: {
    table: "The environment's virtual machines",
    empty: 'This environment has no virtual machines.',
    emptyHint: 'Create a machine in the Manager: choose the image, size and network.',
    count_one: '{{count, number}} machine',
    count_other: '{{count, number}} machines',
    errorTitle: 'The virtual machines could not be loaded.',
    loading: 'Loading the virtual machines…',
  },
  es: {
    table: 'Máquinas virtuales del entorno',
    empty: 'Este entorno no tiene máquinas virtuales.',
    emptyHint: 'Cree una máquina en el Administrador: elija la imagen, el tamaño y la red.',
    count_one: '{{count, number}} máquina',
    count_other: '{{count, number}} máquinas',
    errorTitle: 'No se pudieron cargar las máquinas virtuales.',
    loading: 'Cargando las máquinas virtuales…',
  },
});
