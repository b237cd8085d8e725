import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    label: 'Menu principal',
    loading: 'Carregando menu',
    collapse: 'Recolher menu',
    expand: 'Expandir menu',
    closeMenu: 'Fechar menu',
    newTab: '(abre em nova aba)',
    options: 'Opções',
    logout: 'Sair',
  },
  en: {
    label: 'Main menu',
    loading: 'Loading menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    closeMenu: 'Close menu',
    newTab: '(opens in a new tab)',
    options: 'Options',
    logout: 'Log out',
  },
  es: {
    label: 'Menú principal',
    loading: 'Cargando menú',
    collapse: 'Contraer menú',
    expand: 'Expandir menú',
    closeMenu: 'Cerrar menú',
    newTab: '(se abre en una pestaña nueva)',
    options: 'Opciones',
    logout: 'Cerrar sesión',
  },
});
