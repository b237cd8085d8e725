import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    added: 'A chave {{name}} foi adicionada. Impressão digital: {{fingerprint}}.',
    deleted_one: 'A chave foi excluída.',
    deleted_other: '{{count}} chaves foram excluídas.',
    deleteFailed: 'Não foi possível excluir a chave {{name}}: {{reason}}',
    add: { open: 'Adicionar chave' },
    delete: {
      title: 'Excluir a chave {{name}}?',
      text: 'A chave {{name}} deixa de ser oferecida para novas máquinas. As máquinas já criadas com ela continuam funcionando e mantêm o acesso por ela. Digite o nome da chave para confirmar.',
      label: 'Nome da chave',
      bulkTitle_one: 'Excluir {{count}} chave?',
      bulkTitle_other: 'Excluir {{count}} chaves?',
      bulkText:
        'As chaves {{names}} deixam de ser oferecidas para novas máquinas. As máquinas já criadas com elas continuam funcionando e mantêm o acesso. Digite {{word}} para confirmar.',
      bulkLabel: 'Digite {{word}}',
      bulkWord: 'excluir',
      confirm: 'Excluir',
    },
  },
  en: {
    added: 'The key {{name}} was added. Fingerprint: {{fingerprint}}.',
    deleted_one: 'The key was deleted.',
    deleted_other: '{{count}} keys were deleted.',
    deleteFailed: 'The key {{name}} could not be deleted: {{reason}}',
    add: { open: 'Add key' },
    delete: {
      title: 'Delete the key {{name}}?',
      text: 'The key {{name}} is no longer offered for new machines. Machines already created with it keep running and keep access through it. Type the key name to confirm.',
      label: 'Key name',
      bulkTitle_one: 'Delete {{count}} key?',
      bulkTitle_other: 'Delete {{count}} keys?',
      bulkText:
        'The keys {{names}} are no longer offered for new machines. Machines already created with them keep running and keep access. Type {{word}} to confirm.',
      bulkLabel: 'Type {{word}}',
      bulkWord: 'delete',
      confirm: 'Delete',
    },
  },
  es: {
    added: 'Se agregó la clave {{name}}. Huella digital: {{fingerprint}}.',
    deleted_one: 'Se eliminó la clave.',
    deleted_other: 'Se eliminaron {{count}} claves.',
    deleteFailed: 'No se pudo eliminar la clave {{name}}: {{reason}}',
    add: { open: 'Agregar clave' },
    delete: {
      title: '¿Eliminar la clave {{name}}?',
      text: 'La clave {{name}} deja de ofrecerse para nuevas máquinas. Las máquinas ya creadas con ella siguen funcionando y conservan el acceso con ella. Escriba el nombre de la clave para confirmar.',
      label: 'Nombre de la clave',
      bulkTitle_one: '¿Eliminar {{count}} clave?',
      bulkTitle_other: '¿Eliminar {{count}} claves?',
      bulkText:
        'Las claves {{names}} dejan de ofrecerse para nuevas máquinas. Las máquinas ya creadas con ellas siguen funcionando y conservan el acceso. Escriba {{word}} para confirmar.',
      bulkLabel: 'Escriba {{word}}',
      bulkWord: 'eliminar',
      confirm: 'Eliminar',
    },
  },
});
