import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    group: 'Recuperação de desastre',
    test: 'Teste',
    testHint: 'Ativa ou desativa o modo de teste de recuperação de desastre',
    allTopologies: 'DR',
    allTopologiesHint: 'Mostra todas as topologias, inclusive as de recuperação de desastre',
  },
  en: {
    group: 'Disaster recovery',
    test: 'Test',
    testHint: 'Turns the disaster recovery test mode on or off',
    allTopologies: 'DR',
    allTopologiesHint: 'Shows all topologies, including the disaster recovery ones',
  },
  es: {
    group: 'Recuperación ante desastres',
    test: 'Prueba',
    testHint: 'Activa o desactiva el modo de prueba de recuperación ante desastres',
    allTopologies: 'DR',
    allTopologiesHint: 'Muestra todas las topologías, incluidas las de recuperación ante desastres',
  },
});
