import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    secrets: {
      create: 'Criar segredo',
      created: 'O segredo {{name}} foi criado.',
      versioned: 'A versão {{version}} do segredo {{name}} foi gravada.',
      deleted: 'O segredo {{name}} foi excluído.',
      deleteFailed: 'Não foi possível excluir o segredo {{name}}: {{reason}}',
      delete: {
        title: 'Excluir o segredo {{name}}?',
        text: 'O segredo {{name}} e todas as suas versões serão apagados de forma definitiva. Digite o nome do segredo para confirmar.',
        label: 'Nome do segredo',
        confirm: 'Excluir',
      },
    },
    keys: {
      register: 'Registrar chave',
      registered: 'A chave {{name}} foi registrada. Impressão digital: {{fingerprint}}.',
      rotating: 'A rotação da chave {{name}} começou: as chaves de dados estão sendo recriptografadas.',
      activating:
        'A chave {{name}} passou a proteger o cofre: as chaves de dados estão sendo recriptografadas.',
      disabled: 'A chave {{name}} foi desativada: os segredos do cofre não podem ser revelados nem gravados.',
      enabled: 'A chave {{name}} foi reativada.',
      failed: 'Não foi possível alterar a chave {{name}}: {{reason}}',
      disable: {
        title: 'Desativar a chave {{name}}?',
        text: 'Enquanto a chave {{name}} estiver desativada, nenhum segredo protegido por ela poderá ser revelado nem gravado. Você pode reativá-la depois. Digite o nome da chave para confirmar.',
        label: 'Nome da chave',
        confirm: 'Desativar',
      },
    },
  },
  en: {
    secrets: {
      create: 'Create secret',
      created: 'The secret {{name}} was created.',
      versioned: 'Version {{version}} of the secret {{name}} was saved.',
      deleted: 'The secret {{name}} was deleted.',
      deleteFailed: 'The secret {{name}} could not be deleted: {{reason}}',
      delete: {
        title: 'Delete the secret {{name}}?',
        text: 'The secret {{name}} and all its versions will be permanently erased. Type the secret’s name to confirm.',
        label: 'Secret name',
        confirm: 'Delete',
      },
    },
    keys: {
      register: 'Register key',
      registered: 'The key {{name}} was registered. Fingerprint: {{fingerprint}}.',
      rotating: 'The rotation of the key {{name}} has started: the data keys are being re-wrapped.',
      activating: 'The key {{name}} now protects the vault: the data keys are being re-wrapped.',
      disabled: 'The key {{name}} was disabled: the vault’s secrets cannot be revealed or written.',
      enabled: 'The key {{name}} was enabled again.',
      failed: 'The key {{name}} could not be changed: {{reason}}',
      disable: {
        title: 'Disable the key {{name}}?',
        text: 'While the key {{name}} is disabled, no secret it protects can be revealed or written. You can enable it again later. Type the key’s name to confirm.',
        label: 'Key name',
        confirm: 'Disable',
      },
    },
  },
  es: {
    secrets: {
      create: 'Crear secreto',
      created: 'Se creó el secreto {{name}}.',
      versioned: 'Se guardó la versión {{version}} del secreto {{name}}.',
      deleted: 'Se eliminó el secreto {{name}}.',
      deleteFailed: 'No se pudo eliminar el secreto {{name}}: {{reason}}',
      delete: {
        title: '¿Eliminar el secreto {{name}}?',
        text: 'El secreto {{name}} y todas sus versiones se borrarán de forma definitiva. Escriba el nombre del secreto para confirmar.',
        label: 'Nombre del secreto',
        confirm: 'Eliminar',
      },
    },
    keys: {
      register: 'Registrar clave',
      registered: 'Se registró la clave {{name}}. Huella digital: {{fingerprint}}.',
      rotating: 'Comenzó la rotación de la clave {{name}}: las claves de datos se están volviendo a cifrar.',
      activating:
        'La clave {{name}} pasó a proteger la bóveda: las claves de datos se están volviendo a cifrar.',
      disabled: 'Se desactivó la clave {{name}}: los secretos de la bóveda no se pueden revelar ni escribir.',
      enabled: 'Se reactivó la clave {{name}}.',
      failed: 'No se pudo cambiar la clave {{name}}: {{reason}}',
      disable: {
        title: '¿Desactivar la clave {{name}}?',
        text: 'Mientras la clave {{name}} esté desactivada, ningún secreto protegido por ella podrá revelarse ni escribirse. Puede reactivarla después. Escriba el nombre de la clave para confirmar.',
        label: 'Nombre de la clave',
        confirm: 'Desactivar',
      },
    },
  },
});
