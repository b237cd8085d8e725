import { defineMessages } from '../i18n/defineMessages';

// The words several marketplace screens share: categories, purchase states, offer states.
export default defineMessages({
  'pt-BR': {
    category: {
      backup: 'Backup',
      monitoring: 'Monitoramento',
      protheus: 'Complementos Protheus',
      erp: 'Módulos de ERP',
      security: 'Segurança',
    },
    purchase: {
      pending: 'Pedido recebido',
      provisioning: 'Em provisionamento',
      active: 'Contratada',
      cancelled: 'Cancelada',
      failed: 'Falhou',
    },
    offerState: { draft: 'Rascunho', published: 'Publicada', withdrawn: 'Retirada' },
  },
  en: {
    category: {
      backup: 'Backup',
      monitoring: 'Monitoring',
      protheus: 'Protheus add-ons',
      erp: 'ERP modules',
      security: 'Security',
    },
    purchase: {
      pending: 'Order received',
      provisioning: 'Provisioning',
      active: 'Active',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    offerState: { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' },
  },
  es: {
    category: {
      backup: 'Copia de seguridad',
      monitoring: 'Monitoreo',
      protheus: 'Complementos Protheus',
      erp: 'Módulos de ERP',
      security: 'Seguridad',
    },
    purchase: {
      pending: 'Pedido recibido',
      provisioning: 'En aprovisionamiento',
      active: 'Contratada',
      cancelled: 'Cancelada',
      failed: 'Falló',
    },
    offerState: { draft: 'Borrador', published: 'Publicada', withdrawn: 'Retirada' },
  },
});
