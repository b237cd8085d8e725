import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    action: { start: 'Iniciar', stop: 'Parar', restart: 'Reiniciar', delete: 'Excluir' },
    inProgress: 'Uma operação está em andamento nesta máquina.',
    deleteTitle: 'Excluir máquina virtual',
    deleteText:
      'A máquina e seu disco de inicialização serão excluídos; volumes e IPs públicos ficam livres. Esta ação não pode ser desfeita. Digite o nome da máquina, {{name}}, para confirmar.',
    deleteLabel: 'Nome da máquina',
    deleteMismatch: 'O nome não confere.',
    deleteConfirm: 'Excluir',
    cancel: 'Cancelar',
    sending: 'Enviando…',
  },
  en: {
    action: { start: 'Start', stop: 'Stop', restart: 'Restart', delete: 'Delete' },
    inProgress: 'An operation is in progress on this machine.',
    deleteTitle: 'Delete virtual machine',
    deleteText:
      'The machine and its boot disk will be deleted; volumes and public IPs are freed. This cannot be undone. Type the machine’s name, {{name}}, to confirm.',
    deleteLabel: 'Machine name',
    deleteMismatch: 'The name does not match.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    sending: 'Sending…',
  },
  es: {
    action: { start: 'Iniciar', stop: 'Detener', restart: 'Reiniciar', delete: 'Eliminar' },
    inProgress: 'Hay una operación en curso en esta máquina.',
    deleteTitle: 'Eliminar máquina virtual',
    deleteText:
      'Se eliminarán la máquina y su disco de arranque; los volúmenes y las IP públicas quedan libres. Esta acción no se puede deshacer. Escriba el nombre de la máquina, {{name}}, para confirmar.',
    deleteLabel: 'Nombre de la máquina',
    deleteMismatch: 'El nombre no coincide.',
    deleteConfirm: 'Eliminar',
    cancel: 'Cancelar',
    sending: 'Enviando…',
  },
});
