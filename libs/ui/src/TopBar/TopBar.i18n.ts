import { defineMessages } from '../i18n/defineMessages';
import type { TopBarControlSlot } from './TopBar';

export default defineMessages({
  'pt-BR': {
    label: 'Barra superior',
    openMenu: 'Abrir menu',
    moreOptions: 'Mais opções',
    // Captions of the controls in the 'Mais opções' panel (small screens).
    controls: {
      notes: 'Notas',
      actions: 'Busca global',
      messages: 'Mensagens',
      assistToken: 'Token de assistência',
      impersonate: 'Personificar usuário',
      externalKeys: 'Chaves externas',
      language: 'Idioma',
      eye: 'Mostrar ou ocultar valores',
      disasterRecovery: 'Recuperação de desastre',
      rightSidebarButton: 'Ações executadas',
      prime: 'PRIME',
    } satisfies Record<TopBarControlSlot, string>,
  },
  en: {
    label: 'Top bar',
    openMenu: 'Open menu',
    moreOptions: 'More options',
    controls: {
      notes: 'Notes',
      actions: 'Global search',
      messages: 'Messages',
      assistToken: 'Assist token',
      impersonate: 'Impersonate user',
      externalKeys: 'External keys',
      language: 'Language',
      eye: 'Show or hide values',
      disasterRecovery: 'Disaster recovery',
      rightSidebarButton: 'Executed actions',
      prime: 'PRIME',
    },
  },
  es: {
    label: 'Barra superior',
    openMenu: 'Abrir menú',
    moreOptions: 'Más opciones',
    controls: {
      notes: 'Notas',
      actions: 'Búsqueda global',
      messages: 'Mensajes',
      assistToken: 'Token de asistencia',
      impersonate: 'Suplantar usuario',
      externalKeys: 'Claves externas',
      language: 'Idioma',
      eye: 'Mostrar u ocultar valores',
      disasterRecovery: 'Recuperación ante desastres',
      rightSidebarButton: 'Acciones ejecutadas',
      prime: 'PRIME',
    },
  },
});
