import { defineMessages } from '@nuvem/ui';

/** The confirmations of the customer disaster-recovery pages (the dialogs' words; the components have theirs). */
export default defineMessages({
  'pt-BR': {
    planTest: {
      startTitle: 'Iniciar o teste do plano de recuperação?',
      startDescription:
        'As réplicas de destino de {{cloudId}} sobem em rede isolada para validar o plano. A produção continua na origem. O início fica registrado no histórico.',
      start: 'Iniciar teste',
      endTitle: 'Encerrar o teste do plano?',
      endDescription:
        'As réplicas de teste são desligadas e o ambiente volta ao estado normal. O fim fica registrado no histórico.',
      end: 'Encerrar teste',
    },
    activate: {
      titlePair: 'Ativar a recuperação de desastre de {{product}}?',
      titleEnvironment: 'Ativar a recuperação de desastre em todo o ambiente?',
      descriptionPair:
        '{{product}} passa a operar no destino ({{region}}). Os usuários podem perceber uma breve interrupção durante a troca. A ação fica registrada no histórico.',
      descriptionEnvironment:
        'Todos os pares de {{cloudId}} passam a operar no destino. Os usuários podem perceber uma breve interrupção durante a troca. A ação fica registrada no histórico.',
      confirm: 'Ativar DR',
    },
    restore: {
      titlePair: 'Restaurar a origem de {{product}}?',
      titleEnvironment: 'Restaurar a origem de todo o ambiente?',
      descriptionPair:
        '{{product}} volta a operar na origem ({{region}}), com os dados replicados do destino. A ação fica registrada no histórico.',
      descriptionEnvironment:
        'Todos os pares de {{cloudId}} em recuperação de desastre voltam a operar na origem. A ação fica registrada no histórico.',
      confirm: 'Restaurar origem',
    },
    backup: {
      title: 'Baixar o backup {{backup}}?',
      description:
        'É gerado um link de download válido por 5 minutos, e o download fica registrado na auditoria.',
      confirm: 'Baixar',
    },
  },
  en: {
    planTest: {
      startTitle: 'Start the recovery plan test?',
      startDescription:
        "{{cloudId}}'s destination replicas come up on an isolated network to validate the plan. Production keeps running on the origin. The start is recorded in the history.",
      start: 'Start test',
      endTitle: 'End the plan test?',
      endDescription:
        'The test replicas are shut down and the environment returns to normal. The end is recorded in the history.',
      end: 'End test',
    },
    activate: {
      titlePair: 'Activate disaster recovery for {{product}}?',
      titleEnvironment: 'Activate disaster recovery for the whole environment?',
      descriptionPair:
        '{{product}} starts running on the destination ({{region}}). Users may notice a brief interruption during the switch. The action is recorded in the history.',
      descriptionEnvironment:
        'Every pair of {{cloudId}} starts running on its destination. Users may notice a brief interruption during the switch. The action is recorded in the history.',
      confirm: 'Activate DR',
    },
    restore: {
      titlePair: 'Restore the origin of {{product}}?',
      titleEnvironment: 'Restore the origin of the whole environment?',
      descriptionPair:
        '{{product}} runs on its origin ({{region}}) again, with the data replicated from the destination. The action is recorded in the history.',
      descriptionEnvironment:
        'Every pair of {{cloudId}} in disaster recovery runs on its origin again. The action is recorded in the history.',
      confirm: 'Restore origin',
    },
    backup: {
      title: 'Download the backup {{backup}}?',
      description:
        'A download link valid for 5 minutes is created, and the download is recorded in the audit trail.',
      confirm: 'Download',
    },
  },
  es: {
    planTest: {
      startTitle: '¿Iniciar la prueba del plan de recuperación?',
      startDescription:
        'Las réplicas de destino de {{cloudId}} se levantan en una red aislada para validar el plan. La producción sigue en el origen. El inicio queda registrado en el historial.',
      start: 'Iniciar prueba',
      endTitle: '¿Finalizar la prueba del plan?',
      endDescription:
        'Las réplicas de prueba se apagan y el entorno vuelve a la normalidad. El fin queda registrado en el historial.',
      end: 'Finalizar prueba',
    },
    activate: {
      titlePair: '¿Activar la recuperación ante desastres de {{product}}?',
      titleEnvironment: '¿Activar la recuperación ante desastres en todo el entorno?',
      descriptionPair:
        '{{product}} pasa a operar en el destino ({{region}}). Los usuarios pueden notar una breve interrupción durante el cambio. La acción queda registrada en el historial.',
      descriptionEnvironment:
        'Todos los pares de {{cloudId}} pasan a operar en el destino. Los usuarios pueden notar una breve interrupción durante el cambio. La acción queda registrada en el historial.',
      confirm: 'Activar DR',
    },
    restore: {
      titlePair: '¿Restaurar el origen de {{product}}?',
      titleEnvironment: '¿Restaurar el origen de todo el entorno?',
      descriptionPair:
        '{{product}} vuelve a operar en el origen ({{region}}), con los datos replicados del destino. La acción queda registrada en el historial.',
      descriptionEnvironment:
        'Todos los pares de {{cloudId}} en recuperación ante desastres vuelven a operar en el origen. La acción queda registrada en el historial.',
      confirm: 'Restaurar origen',
    },
    backup: {
      title: '¿Descargar el backup {{backup}}?',
      description:
        'Se genera un enlace de descarga válido por 5 minutos, y la descarga queda registrada en la auditoría.',
      confirm: 'Descargar',
    },
  },
});
