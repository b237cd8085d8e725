import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    filterPlaceholder: 'Buscar pelo nome ou filtrar por região ou situação (ex.: Situação = Em execução)',
    table: 'Máquinas virtuais do ambiente',
    empty: 'Este ambiente não tem máquinas virtuais.',
    emptyHint: 'Crie uma máquina no Gerenciador: escolha a imagem, o tamanho e a rede.',
    count_one: '{{count, number}} máquina',
    count_other: '{{count, number}} máquinas',
    errorTitle: 'Não foi possível carregar as máquinas virtuais.',
    loading: 'Carregando as máquinas virtuais…',
  },
  en: {
    filterPlaceholder: 'Search by name or filter by region or state (e.g. State = Running)',
    table: "The environment's virtual machines",
    empty: 'This environment has no virtual machines.',
    emptyHint: 'Create a machine in the Manager: choose the image, size and network.',
    count_one: '{{count, number}} machine',
    count_other: '{{count, number}} machines',
    errorTitle: 'The virtual machines could not be loaded.',
    loading: 'Loading the virtual machines…',
  },
  es: {
    filterPlaceholder: 'Buscar por nombre o filtrar por región o estado (p. ej.: Estado = En ejecución)',
    table: 'Máquinas virtuales del entorno',
    empty: 'Este entorno no tiene máquinas virtuales.',
    emptyHint: 'Cree una máquina en el Administrador: elija la imagen, el tamaño y la red.',
    count_one: '{{count, number}} máquina',
    count_other: '{{count, number}} máquinas',
    errorTitle: 'No se pudieron cargar las máquinas virtuales.',
    loading: 'Cargando las máquinas virtuales…',
  },
});
