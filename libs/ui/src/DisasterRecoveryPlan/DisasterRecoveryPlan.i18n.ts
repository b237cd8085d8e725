import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    summary: 'Situação da recuperação de desastre do ambiente',
    state: {
      normal: 'Operando na origem',
      partial: 'Recuperação de desastre parcialmente ativa',
      failed_over: 'Recuperação de desastre ativa',
    },
    counts: '{{active}} de {{total}} pares operando no destino',
    environmentAction: {
      activate: 'Ativar em todo o ambiente',
      restore: 'Restaurar todo o ambiente',
    },
    table: 'Pares de recuperação de desastre',
    columns: {
      product: 'Produto',
      origin: 'Origem',
      destination: 'Destino (DR)',
      serving: 'Operando em',
      action: 'Ação',
    },
    noDestination: 'Sem réplica',
    serving: { origin: 'Origem', destination: 'Destino (DR)' },
    since: 'desde {{when}}, por {{who}}',
    pairAction: { activate: 'Ativar DR', restore: 'Restaurar origem' },
    pairActionLabel: {
      activate: 'Ativar DR de {{product}}',
      restore: 'Restaurar a origem de {{product}}',
    },
    loading: 'Carregando o plano de recuperação de desastre…',
    empty: 'Este ambiente não tem pares de recuperação de desastre.',
    emptyHint: 'Os produtos contratados com recuperação de desastre aparecem aqui, com a origem e o destino.',
    errorTitle: 'Não foi possível carregar o plano de recuperação de desastre.',
  },
  en: {
    summary: "The environment's disaster recovery status",
    state: {
      normal: 'Running on the origin',
      partial: 'Disaster recovery partly active',
      failed_over: 'Disaster recovery active',
    },
    counts: '{{active}} of {{total}} pairs running on the destination',
    environmentAction: {
      activate: 'Activate for the whole environment',
      restore: 'Restore the whole environment',
    },
    table: 'Disaster recovery pairs',
    columns: {
      product: 'Product',
      origin: 'Origin',
      destination: 'Destination (DR)',
      serving: 'Running on',
      action: 'Action',
    },
    noDestination: 'No replica',
    serving: { origin: 'Origin', destination: 'Destination (DR)' },
    since: 'since {{when}}, by {{who}}',
    pairAction: { activate: 'Activate DR', restore: 'Restore origin' },
    pairActionLabel: {
      activate: 'Activate DR for {{product}}',
      restore: 'Restore the origin of {{product}}',
    },
    loading: 'Loading the disaster recovery plan…',
    empty: 'This environment has no disaster recovery pairs.',
    emptyHint: 'Products contracted with disaster recovery show here, with their origin and destination.',
    errorTitle: 'The disaster recovery plan could not be loaded.',
  },
  es: {
    summary: 'Estado de la recuperación ante desastres del entorno',
    state: {
      normal: 'Operando en el origen',
      partial: 'Recuperación ante desastres parcialmente activa',
      failed_over: 'Recuperación ante desastres activa',
    },
    counts: '{{active}} de {{total}} pares operando en el destino',
    environmentAction: {
      activate: 'Activar en todo el entorno',
      restore: 'Restaurar todo el entorno',
    },
    table: 'Pares de recuperación ante desastres',
    columns: {
      product: 'Producto',
      origin: 'Origen',
      destination: 'Destino (DR)',
      serving: 'Operando en',
      action: 'Acción',
    },
    noDestination: 'Sin réplica',
    serving: { origin: 'Origen', destination: 'Destino (DR)' },
    since: 'desde {{when}}, por {{who}}',
    pairAction: { activate: 'Activar DR', restore: 'Restaurar origen' },
    pairActionLabel: {
      activate: 'Activar DR de {{product}}',
      restore: 'Restaurar el origen de {{product}}',
    },
    loading: 'Cargando el plan de recuperación ante desastres…',
    empty: 'Este entorno no tiene pares de recuperación ante desastres.',
    emptyHint:
      'Los productos contratados con recuperación ante desastres aparecen aquí, con su origen y destino.',
    errorTitle: 'No se pudo cargar el plan de recuperación ante desastres.',
  },
});
