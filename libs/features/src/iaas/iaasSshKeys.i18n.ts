import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    added: 'A chave {{name}} foi adicionada. Impressão digital: {{fingerprint}}.',
    deleted_one: 'A chave foi excluída.',
    deleted_other: '{{count}} chaves foram excluídas.',
    deleteFailed: 'Não foi possível excluir a chave {{name}}: {{reason}}',
    add: {
      open: 'Adicionar chave',
      title: 'Adicionar chave SSH',
      name: 'Nome',
      nameHint: 'Um nome que diga de quem ou para que é a chave (por exemplo notebook-ana).',
      publicKey: 'Chave pública',
      publicKeyHint:
        'Cole o conteúdo do arquivo .pub (ssh-ed25519, ecdsa-sha2-nistp256/384/521 ou ssh-rsa de 2048 bits ou mais). Nunca cole a chave privada.',
      submit: 'Adicionar',
    },
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
    add: {
      open: 'Add key',
      title: 'Add SSH key',
      name: 'Name',
      nameHint: 'A name that says whose key it is or what it is for (for example ana-laptop).',
      publicKey: 'Public key',
      publicKeyHint:
        'Paste the contents of the .pub file (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa of 2048 bits or more). Never paste the private key.',
      submit: 'Add',
    },
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
    add: {
      open: 'Agregar clave',
      title: 'Agregar clave SSH',
      name: 'Nombre',
      nameHint: 'Un nombre que diga de quién es la clave o para qué sirve (por ejemplo portatil-ana).',
      publicKey: 'Clave pública',
      publicKeyHint:
        'Pegue el contenido del archivo .pub (ssh-ed25519, ecdsa-sha2-nistp256/384/521 o ssh-rsa de 2048 bits o más). Nunca pegue la clave privada.',
      submit: 'Agregar',
    },
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
