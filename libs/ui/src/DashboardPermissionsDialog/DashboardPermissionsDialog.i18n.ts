import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Listagem das permissões',
    admin: 'administrador do dashboard',
    readOnly: 'Somente leitura',
    group: '(grupo)',
    close: 'Sair',
    loading: 'Carregando permissões...',
    empty: 'Nenhuma permissão encontrada.',
    listLabel: 'Permissões de {{name}}',
  },
  en: {
    title: 'Permissions list',
    admin: 'dashboard administrator',
    readOnly: 'Read only',
    group: '(group)',
    close: 'Close',
    loading: 'Loading permissions...',
    empty: 'No permissions found.',
    listLabel: 'Permissions of {{name}}',
  },
  es: {
    title: 'Lista de permisos',
    admin: 'administrador del dashboard',
    readOnly: 'Solo lectura',
    group: '(grupo)',
    close: 'Salir',
    loading: 'Cargando permisos...',
    empty: 'No se encontraron permisos.',
    listLabel: 'Permisos de {{name}}',
  },
});
