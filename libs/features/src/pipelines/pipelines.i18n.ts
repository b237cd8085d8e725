import { defineMessages } from '@nuvem/ui';

/**
 * The right sidebar's name of each operation kind the API runs (its `action` is the kind, e.g. vm.start); the
 * demo history's actions come already named.
 */
export default defineMessages({
  'pt-BR': {
    operationKind: {
      vm: {
        start: 'Iniciar máquina virtual {{target}}',
        stop: 'Parar máquina virtual {{target}}',
        restart: 'Reiniciar máquina virtual {{target}}',
        delete: 'Excluir máquina virtual {{target}}',
        create: 'Criar máquina virtual {{target}}',
        resize: 'Redimensionar máquina virtual {{target}}',
        snapshot: 'Criar instantâneo da máquina virtual {{target}}',
      },
      resource: { delete: 'Remover recurso {{target}}' },
      network: { create: 'Criar rede {{target}}', delete: 'Excluir rede {{target}}' },
      subnet: { create: 'Criar sub-rede {{target}}', delete: 'Excluir sub-rede {{target}}' },
      snapshot: { restore: 'Restaurar instantâneo {{target}}' },
      backup: { restore: 'Restaurar backup {{target}}' },
      external_key: {
        activate: 'Usar outra chave externa no cofre',
        rotate: 'Rotacionar chave externa',
      },
    },
  },
  en: {
    operationKind: {
      vm: {
        start: 'Start virtual machine {{target}}',
        stop: 'Stop virtual machine {{target}}',
        restart: 'Restart virtual machine {{target}}',
        delete: 'Delete virtual machine {{target}}',
        create: 'Create virtual machine {{target}}',
        resize: 'Resize virtual machine {{target}}',
        snapshot: 'Take a snapshot of virtual machine {{target}}',
      },
      resource: { delete: 'Remove resource {{target}}' },
      network: { create: 'Create network {{target}}', delete: 'Delete network {{target}}' },
      subnet: { create: 'Create subnet {{target}}', delete: 'Delete subnet {{target}}' },
      snapshot: { restore: 'Restore snapshot {{target}}' },
      backup: { restore: 'Restore backup {{target}}' },
      external_key: { activate: 'Use another external key for the vault', rotate: 'Rotate external key' },
    },
  },
  es: {
    operationKind: {
      vm: {
        start: 'Iniciar máquina virtual {{target}}',
        stop: 'Detener máquina virtual {{target}}',
        restart: 'Reiniciar máquina virtual {{target}}',
        delete: 'Eliminar máquina virtual {{target}}',
        create: 'Crear máquina virtual {{target}}',
        resize: 'Redimensionar máquina virtual {{target}}',
        snapshot: 'Crear instantánea de la máquina virtual {{target}}',
      },
      resource: { delete: 'Eliminar recurso {{target}}' },
      network: { create: 'Crear red {{target}}', delete: 'Eliminar red {{target}}' },
      subnet: { create: 'Crear subred {{target}}', delete: 'Eliminar subred {{target}}' },
      snapshot: { restore: 'Restaurar instantánea {{target}}' },
      backup: { restore: 'Restaurar copia de seguridad {{target}}' },
      external_key: { activate: 'Usar otra clave externa en la bóveda', rotate: 'Rotar clave externa' },
    },
  },
});
