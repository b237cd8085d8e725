import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Teste do plano de recuperação',
    running: 'Teste em andamento',
    idle: 'Nenhum teste em andamento',
    runningHint:
      'As réplicas de destino estão sendo verificadas sem interromper a origem. Encerre o teste quando terminar a validação.',
    idleHint:
      'O teste sobe as réplicas de destino em rede isolada para validar o plano, sem afetar a produção.',
    start: 'Iniciar teste',
    end: 'Encerrar teste',
  },
  en: {
    title: 'Recovery plan test',
    running: 'Test running',
    idle: 'No test running',
    runningHint:
      'The destination replicas are being checked without interrupting the origin. End the test when the validation is done.',
    idleHint:
      'The test brings the destination replicas up on an isolated network to validate the plan, without affecting production.',
    start: 'Start test',
    end: 'End test',
  },
  es: {
    title: 'Prueba del plan de recuperación',
    running: 'Prueba en curso',
    idle: 'Ninguna prueba en curso',
    runningHint:
      'Las réplicas de destino se están verificando sin interrumpir el origen. Finalice la prueba cuando termine la validación.',
    idleHint:
      'La prueba levanta las réplicas de destino en una red aislada para validar el plan, sin afectar la producción.',
    start: 'Iniciar prueba',
    end: 'Finalizar prueba',
  },
});
