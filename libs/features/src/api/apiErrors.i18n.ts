import { defineMessages } from '@nuvem/ui';

/** The texts the error notices need besides the codes' (spec §8). */
export default defineMessages({
  'pt-BR': {
    defaultTitle: 'Erro',
    backendUnreachable:
      'Não foi possível conectar ao backend. Verifique se o servidor está rodando em {{host}}',
  },
  en: {
    defaultTitle: 'Error',
    backendUnreachable: 'Could not connect to the backend. Check that the server is running at {{host}}',
  },
  es: {
    defaultTitle: 'Error',
    backendUnreachable:
      'No fue posible conectarse al backend. Verifique que el servidor esté funcionando en {{host}}',
  },
});
