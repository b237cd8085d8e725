import { defineMessages } from '@nuvem/ui';

/**
 * The strings of the route gates and the pages around them (the public frame, /authentication), under
 * `portal:gates` (registered in portalI18n.ts).
 */
export default defineMessages({
  'pt-BR': {
    publicFrame: {
      header: 'Portal Nuvem',
      signIn: 'Entrar',
    },
    authentication: {
      heading: 'Como você quer entrar?',
      body: 'Escolha a forma de acesso ao portal.',
      password: 'Entrar com e-mail e senha',
      singleSignOn: 'Entrar com {{label}}',
    },
  },
  en: {
    publicFrame: {
      header: 'Nuvem portal',
      signIn: 'Sign in',
    },
    authentication: {
      heading: 'How do you want to sign in?',
      body: 'Choose how to access the portal.',
      password: 'Sign in with email and password',
      singleSignOn: 'Sign in with {{label}}',
    },
  },
  es: {
    publicFrame: {
      header: 'Portal Nuvem',
      signIn: 'Iniciar sesión',
    },
    authentication: {
      heading: '¿Cómo quiere iniciar sesión?',
      body: 'Elija cómo acceder al portal.',
      password: 'Iniciar sesión con correo y contraseña',
      singleSignOn: 'Iniciar sesión con {{label}}',
    },
  },
});
