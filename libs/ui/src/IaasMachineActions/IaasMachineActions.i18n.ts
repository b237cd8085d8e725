import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    action: {
      start: 'Iniciar',
      stop: 'Parar',
      restart: 'Reiniciar',
      resize: 'Redimensionar',
      snapshot: 'Criar instantâneo',
      delete: 'Excluir',
    },
    snapshotTitle: 'Criar instantâneo da máquina',
    snapshotText:
      'Uma cópia dos discos da máquina como estão agora, para restaurar depois em Backups. A máquina continua no estado atual.',
    snapshotLabel: 'Nome do instantâneo (opcional)',
    snapshotHint: 'Sem nome, ele recebe o nome da máquina e a data de hoje.',
    snapshotConfirm: 'Criar instantâneo',
    inProgress: 'Uma operação está em andamento nesta máquina.',
    deleteTitle: 'Excluir máquina virtual',
    deleteText:
      'A máquina e seu disco de inicialização serão excluídos; volumes e IPs públicos ficam livres. Esta ação não pode ser desfeita. Digite o nome da máquina, {{name}}, para confirmar.',
    deleteLabel: 'Nome da máquina',
    deleteConfirm: 'Excluir',
    cancel: 'Cancelar',
    sending: 'Enviando…',
  },
  en: {
    action: {
      start: 'Start',
      stop: 'Stop',
      restart: 'Restart',
      resize: 'Resize',
      snapshot: 'Take snapshot',
      delete: 'Delete',
    },
    snapshotTitle: 'Take a snapshot of the machine',
    snapshotText:
      "A copy of the machine's disks as they are now, to restore later from Backups. The machine keeps its state.",
    snapshotLabel: 'Snapshot name (optional)',
    snapshotHint: "Without a name, it is named after the machine and today's date.",
    snapshotConfirm: 'Take snapshot',
    inProgress: 'An operation is in progress on this machine.',
    deleteTitle: 'Delete virtual machine',
    deleteText:
      'The machine and its boot disk will be deleted; volumes and public IPs are freed. This cannot be undone. Type the machine’s name, {{name}}, to confirm.',
    deleteLabel: 'Machine name',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    sending: 'Sending…',
  },
  es: {
    action: {
      start: 'Iniciar',
      stop: 'Detener',
      restart: 'Reiniciar',
      resize: 'Redimensionar',
      snapshot: 'Crear instantánea',
      delete: 'Eliminar',
    },
    snapshotTitle: 'Crear instantánea de la máquina',
    snapshotText:
      'Una copia de los discos de la máquina tal como están ahora, para restaurarla después en Copias de seguridad. La máquina mantiene su estado.',
    snapshotLabel: 'Nombre de la instantánea (opcional)',
    snapshotHint: 'Sin nombre, recibe el nombre de la máquina y la fecha de hoy.',
    snapshotConfirm: 'Crear instantánea',
    inProgress: 'Hay una operación en curso en esta máquina.',
    deleteTitle: 'Eliminar máquina virtual',
    deleteText:
      'Se eliminarán la máquina y su disco de arranque; los volúmenes y las IP públicas quedan libres. Esta acción no se puede deshacer. Escriba el nombre de la máquina, {{name}}, para confirmar.',
    deleteLabel: 'Nombre de la máquina',
    deleteConfirm: 'Eliminar',
    cancel: 'Cancelar',
    sending: 'Enviando…',
  },
});
