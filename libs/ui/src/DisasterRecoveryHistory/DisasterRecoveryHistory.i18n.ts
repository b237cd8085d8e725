import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Histórico',
    columns: { when: 'Quando', who: 'Quem', what: 'O quê' },
    kind: {
      test_start: 'Iniciou o teste do plano',
      test_end: 'Encerrou o teste do plano',
      activate: 'Ativou a recuperação de desastre',
      restore: 'Restaurou a origem',
    },
    empty: 'Nenhuma ação de recuperação de desastre foi registrada neste ambiente.',
  },
  en: {
    title: 'History',
    columns: { when: 'When', who: 'Who', what: 'What' },
    kind: {
      test_start: 'Started the plan test',
      test_end: 'Ended the plan test',
      activate: 'Activated disaster recovery',
      restore: 'Restored the origin',
    },
    empty: 'No disaster recovery action has been recorded in this environment.',
  },
  es: {
    title: 'Historial',
    columns: { when: 'Cuándo', who: 'Quién', what: 'Qué' },
    kind: {
      test_start: 'Inició la prueba del plan',
      test_end: 'Finalizó la prueba del plan',
      activate: 'Activó la recuperación ante desastres',
      restore: 'Restauró el origen',
    },
    empty: 'No se ha registrado ninguna acción de recuperación ante desastres en este entorno.',
  },
});
