import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    code: 'Erro 404',
    title: 'Página não encontrada',
    body: 'O endereço que você acessou não existe ou foi movido. Confira o link ou volte ao painel para continuar.',
    back: 'Voltar ao Painel',
  },
  en: {
    code: 'Error 404',
    title: 'Page not found',
    body: 'The address you opened does not exist or has moved. Check the link or go back to the dashboard to carry on.',
    back: 'Back to Dashboard',
  },
  es: {
    code: 'Error 404',
    title: 'Página no encontrada',
    body: 'La dirección a la que accedió no existe o fue movida. Revise el enlace o vuelva al panel para continuar.',
    back: 'Volver al Panel',
  },
});
