import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'ATENÇÃO!',
    close: 'Fechar aviso',
    recoverPassword: 'Clique aqui para recuperar a senha',
  },
  en: {
    title: 'ATTENTION!',
    close: 'Close notice',
    recoverPassword: 'Click here to recover the password',
  },
  es: {
    title: '¡ATENCIÓN!',
    close: 'Cerrar aviso',
    recoverPassword: 'Haga clic aquí para recuperar la contraseña',
  },
});
