import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    hired: 'O agente {{name}} foi contratado. Configure-o em Meus agentes.',
    hireFailed: 'Não foi possível contratar o agente {{name}}: {{reason}}',
    myAgents: 'Ir para Meus agentes',
    browse: 'Conhecer os agentes',
    saved: 'As configurações de {{name}} foram salvas.',
    deactivated: 'O agente {{name}} foi desativado e a cobrança mensal foi encerrada.',
    deactivateFailed: 'Não foi possível desativar o agente {{name}}: {{reason}}',
    noEnvironment: 'Escolha um ambiente no topo da página para ver e contratar agentes.',
  },
  en: {
    hired: 'The agent {{name}} was hired. Set it up in My agents.',
    hireFailed: 'The agent {{name}} could not be hired: {{reason}}',
    myAgents: 'Go to My agents',
    browse: 'See the agents',
    saved: 'The settings of {{name}} were saved.',
    deactivated: 'The agent {{name}} was deactivated and its monthly charge ended.',
    deactivateFailed: 'The agent {{name}} could not be deactivated: {{reason}}',
    noEnvironment: 'Choose an environment at the top of the page to see and hire agents.',
  },
  es: {
    hired: 'El agente {{name}} fue contratado. Configúrelo en Mis agentes.',
    hireFailed: 'No se pudo contratar el agente {{name}}: {{reason}}',
    myAgents: 'Ir a Mis agentes',
    browse: 'Conocer los agentes',
    saved: 'Se guardó la configuración de {{name}}.',
    deactivated: 'El agente {{name}} fue desactivado y se terminó su cobro mensual.',
    deactivateFailed: 'No se pudo desactivar el agente {{name}}: {{reason}}',
    noEnvironment: 'Elija un entorno en la parte superior de la página para ver y contratar agentes.',
  },
});
