import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    joinRequested: 'A participação em {{name}} foi solicitada: a equipe comercial vai analisá-la.',
    joinFailed: 'Não foi possível solicitar a participação em {{name}}: {{reason}}',
    migrationRequested:
      'A migração da proposta {{number}} para {{event}} foi solicitada: acompanhe o resultado nesta lista.',
    approved: 'A solicitação de {{name}} para {{event}} foi aprovada.',
    refused: 'A solicitação de {{name}} para {{event}} foi recusada.',
    decisionFailed: 'Não foi possível registrar a decisão: {{reason}}',
  },
  en: {
    joinRequested: 'Joining {{name}} was requested: the sales team will review it.',
    joinFailed: 'Joining {{name}} could not be requested: {{reason}}',
    migrationRequested:
      'Moving proposal {{number}} into {{event}} was requested: follow the outcome in this list.',
    approved: "{{name}}'s request for {{event}} was approved.",
    refused: "{{name}}'s request for {{event}} was refused.",
    decisionFailed: 'The decision could not be recorded: {{reason}}',
  },
  es: {
    joinRequested: 'Se solicitó la participación en {{name}}: el equipo comercial la analizará.',
    joinFailed: 'No se pudo solicitar la participación en {{name}}: {{reason}}',
    migrationRequested:
      'Se solicitó la migración de la propuesta {{number}} a {{event}}: siga el resultado en esta lista.',
    approved: 'La solicitud de {{name}} para {{event}} fue aprobada.',
    refused: 'La solicitud de {{name}} para {{event}} fue rechazada.',
    decisionFailed: 'No se pudo registrar la decisión: {{reason}}',
  },
});
