import { defineMessages } from '../i18n/defineMessages';

// The declaration of portal spec §1, written out. pt-BR is the original; en and es translate it.
export default defineMessages({
  'pt-BR': {
    product: 'Nuvem',
    back: 'Voltar',
    login: 'Login',
    title: 'Declaração de Privacidade',
    updated: 'Última atualização: julho de 2020',
    intro:
      'Esta declaração explica como tratamos os dados pessoais de quem usa o portal de autoatendimento: quais dados coletamos, para que os usamos, com quem os compartilhamos, onde os guardamos e como você pode exercer os seus direitos.',
    collected: {
      title: 'Dados pessoais coletados',
      lead: 'Coletamos dados de contato, como:',
      ip: 'endereço IP;',
      name: 'nome completo;',
      email: 'endereço de e-mail.',
    },
    purposes: {
      title: 'Para que usamos os seus dados',
      lead: 'Usamos os dados pessoais para:',
      contract: 'executar o contrato de prestação de serviços;',
      requests: 'responder às suas solicitações;',
      notices: 'enviar avisos e newsletters;',
      security: 'manter o portal seguro.',
    },
    sharing: {
      title: 'Compartilhamento',
      body: 'Compartilhamos dados pessoais somente com os suboperadores que fornecem a infraestrutura de nuvem usada na prestação dos serviços e quando a lei assim exigir.',
    },
    storage: {
      title: 'Armazenamento e retenção',
      body: 'Os dados pessoais são armazenados em São Paulo, Brasil, e mantidos apenas pelo tempo necessário para cumprir as finalidades descritas nesta declaração.',
    },
    cookies: {
      title: 'Cookies',
      body: 'O portal usa somente cookies de sessão estritamente necessários ao seu funcionamento, como os que mantêm você conectado com segurança.',
    },
    rights: {
      title: 'Seus direitos',
      body: 'Você pode exercer os seus direitos sobre os seus dados pessoais, como pedir acesso, correção ou exclusão, pelos canais oficiais de atendimento do provedor.',
    },
    newsletters: {
      title: 'Newsletters e avisos',
      body: 'Você pode cancelar a inscrição nas newsletters a qualquer momento. Mesmo assim, continuará recebendo os avisos importantes sobre os serviços e sobre segurança.',
    },
  },
  en: {
    product: 'Nuvem',
    back: 'Back',
    login: 'Log in',
    title: 'Privacy Statement',
    updated: 'Last updated: July 2020',
    intro:
      'This statement explains how we handle the personal data of the people who use the self-service portal: what data we collect, what we use it for, whom we share it with, where we keep it and how you can exercise your rights.',
    collected: {
      title: 'Personal data we collect',
      lead: 'We collect contact data, such as:',
      ip: 'IP address;',
      name: 'full name;',
      email: 'e-mail address.',
    },
    purposes: {
      title: 'What we use your data for',
      lead: 'We use personal data to:',
      contract: 'perform the service contract;',
      requests: 'answer your requests;',
      notices: 'send notices and newsletters;',
      security: 'keep the portal secure.',
    },
    sharing: {
      title: 'Sharing',
      body: 'We share personal data only with the sub-processors that provide the cloud infrastructure used to deliver the services, and where the law requires it.',
    },
    storage: {
      title: 'Storage and retention',
      body: 'Personal data is stored in São Paulo, Brazil, and kept only for as long as needed to fulfil the purposes described in this statement.',
    },
    cookies: {
      title: 'Cookies',
      body: 'The portal uses only the session cookies that are strictly necessary for it to work, such as those that keep you securely signed in.',
    },
    rights: {
      title: 'Your rights',
      body: "You can exercise your rights over your personal data, such as requesting access, correction or deletion, through the provider's official support channels.",
    },
    newsletters: {
      title: 'Newsletters and notices',
      body: 'You can unsubscribe from newsletters at any time. You will still receive important notices about the services and about security.',
    },
  },
  es: {
    product: 'Nuvem',
    back: 'Volver',
    login: 'Iniciar sesión',
    title: 'Declaración de Privacidad',
    updated: 'Última actualización: julio de 2020',
    intro:
      'Esta declaración explica cómo tratamos los datos personales de quienes usan el portal de autoservicio: qué datos recopilamos, para qué los usamos, con quién los compartimos, dónde los guardamos y cómo puede ejercer sus derechos.',
    collected: {
      title: 'Datos personales recopilados',
      lead: 'Recopilamos datos de contacto, como:',
      ip: 'dirección IP;',
      name: 'nombre completo;',
      email: 'dirección de correo electrónico.',
    },
    purposes: {
      title: 'Para qué usamos sus datos',
      lead: 'Usamos los datos personales para:',
      contract: 'ejecutar el contrato de prestación de servicios;',
      requests: 'responder a sus solicitudes;',
      notices: 'enviar avisos y boletines;',
      security: 'mantener seguro el portal.',
    },
    sharing: {
      title: 'Compartición de datos',
      body: 'Compartimos datos personales solo con los subencargados que proveen la infraestructura de nube usada para prestar los servicios y cuando la ley así lo exige.',
    },
    storage: {
      title: 'Almacenamiento y conservación',
      body: 'Los datos personales se almacenan en São Paulo, Brasil, y se conservan solo durante el tiempo necesario para cumplir las finalidades descritas en esta declaración.',
    },
    cookies: {
      title: 'Cookies',
      body: 'El portal usa solo las cookies de sesión estrictamente necesarias para su funcionamiento, como las que lo mantienen conectado de forma segura.',
    },
    rights: {
      title: 'Sus derechos',
      body: 'Puede ejercer sus derechos sobre sus datos personales, como solicitar el acceso, la corrección o la eliminación, a través de los canales oficiales de atención del proveedor.',
    },
    newsletters: {
      title: 'Boletines y avisos',
      body: 'Puede darse de baja de los boletines en cualquier momento. Aun así, seguirá recibiendo los avisos importantes sobre los servicios y sobre seguridad.',
    },
  },
});
