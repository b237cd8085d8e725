import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    newGroup: 'Novo grupo',
    createDialog: { title: 'Novo grupo', name: 'Nome', description: 'Descrição', submit: 'Criar grupo' },
    editDialog: { title: 'Editar o grupo', submit: 'Salvar' },
    deleteDialog: {
      title: 'Excluir o grupo {{name}}?',
      body: 'Os membros deixam de ver o que o grupo lhes dava; quem tem acesso próprio a um dashboard ou espaço de BI o mantém.',
      cancel: 'Cancelar',
      confirm: 'Excluir',
    },
    created: 'Grupo {{name}} criado.',
    renamed: 'Grupo {{name}} salvo.',
    deleted: 'Grupo {{name}} excluído.',
    saved: 'Alteração salva.',
    failed: 'Não foi possível salvar a alteração.',
  },
  en: {
    newGroup: 'New group',
    createDialog: { title: 'New group', name: 'Name', description: 'Description', submit: 'Create group' },
    editDialog: { title: 'Edit the group', submit: 'Save' },
    deleteDialog: {
      title: 'Delete the group {{name}}?',
      body: 'Its members stop seeing what the group gave them; anyone with access of their own to a dashboard or BI workspace keeps it.',
      cancel: 'Cancel',
      confirm: 'Delete',
    },
    created: 'Group {{name}} created.',
    renamed: 'Group {{name}} saved.',
    deleted: 'Group {{name}} deleted.',
    saved: 'Change saved.',
    failed: 'The change could not be saved.',
  },
  es: {
    newGroup: 'Nuevo grupo',
    createDialog: { title: 'Nuevo grupo', name: 'Nombre', description: 'Descripción', submit: 'Crear grupo' },
    editDialog: { title: 'Editar el grupo', submit: 'Guardar' },
    deleteDialog: {
      title: '¿Eliminar el grupo {{name}}?',
      body: 'Sus miembros dejan de ver lo que el grupo les daba; quien tiene acceso propio a un dashboard o espacio de BI lo conserva.',
      cancel: 'Cancelar',
      confirm: 'Eliminar',
    },
    created: 'Grupo {{name}} creado.',
    renamed: 'Grupo {{name}} guardado.',
    deleted: 'Grupo {{name}} eliminado.',
    saved: 'Cambio guardado.',
    failed: 'No se pudo guardar el cambio.',
  },
});
