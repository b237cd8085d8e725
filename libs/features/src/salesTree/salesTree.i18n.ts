import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    assigned: '{{customer}} foi atribuído a {{name}}.',
    unassigned: '{{customer}} foi removido de {{name}}.',
    failed: 'Não foi possível alterar os clientes de {{name}}: {{reason}}',
  },
  en: {
    assigned: '{{customer}} was assigned to {{name}}.',
    unassigned: '{{customer}} was removed from {{name}}.',
    failed: 'The customers of {{name}} could not be changed: {{reason}}',
  },
  es: {
    assigned: '{{customer}} fue asignado a {{name}}.',
    unassigned: '{{customer}} fue quitado de {{name}}.',
    failed: 'No se pudieron cambiar los clientes de {{name}}: {{reason}}',
  },
});
