import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Cadastro incompleto',
    body: 'Informe o seu melhor número de celular para contato.',
    detail: 'Usamos esse número só para avisos importantes sobre os seus ambientes e o seu atendimento.',
    goToPreferences: 'Ir para preferências',
    notNow: 'Agora não',
  },
  en: {
    title: 'Incomplete registration',
    body: 'Please tell us the best mobile number to contact you.',
    detail: 'We use this number only for important notices about your environments and your support.',
    goToPreferences: 'Go to preferences',
    notNow: 'Not now',
  },
  es: {
    title: 'Registro incompleto',
    body: 'Indique su mejor número de celular para contactarlo.',
    detail: 'Usamos este número solo para avisos importantes sobre sus entornos y su atención.',
    goToPreferences: 'Ir a preferencias',
    notNow: 'Ahora no',
  },
});
