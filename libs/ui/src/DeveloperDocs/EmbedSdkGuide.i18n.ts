import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'SDK de incorporação',
    intro:
      'O @nuvem/embed incorpora relatórios e dashboards do Nuvem Insights na sua página, dentro de um iframe, e conversa com eles: filtros, páginas, eventos. Ele tem a mesma API do powerbi-client 2.23, então uma página escrita para ele funciona sem mudanças.',
    installTitle: 'Instalação',
    installBody: 'Instale o pacote no projeto da sua página:',
    embedTitle: 'Incorporar um relatório ou dashboard',
    embedBody:
      'Crie o serviço uma vez, dizendo qual é o endereço do conteúdo analítico, e chame service.embed(elemento, configuração) com o tipo, o id, a URL de incorporação e um token de incorporação.',
    tokenTitle: 'Token de incorporação',
    tokenBody:
      'O token de incorporação vem da API: POST /api/v1/bi/items/{itemId}/token para um item de BI, ou GET /api/v1/dashboards/{dashboardId}/embed para um dashboard. Peça-o no seu servidor com um token de API, nunca na página: o token de API não deve chegar ao navegador.',
    eventsTitle: 'Eventos',
    eventsBody:
      'Registre funções com on(nome, função) e remova com off(nome). Os eventos mais usados: loaded (o conteúdo carregou), rendered (terminou de desenhar), error (com a mensagem do SDK em detail.message), pageChanged (outra página do relatório).',
    refreshTitle: 'Renovação do token',
    refreshBody:
      'O token de incorporação expira. enableTokenRefresh pede um novo antes do vencimento (por padrão, dois minutos antes) e o entrega ao conteúdo sem recarregar; a função que ele devolve interrompe a renovação.',
    reactTitle: 'Com React',
    reactBody:
      'O componente EmbeddedContent incorpora o conteúdo, mantém a configuração em dia e limpa tudo ao sair da tela.',
    playgroundHint:
      'Quer ver funcionando? Escolha um dashboard ou relatório e rode o código na aba de testes.',
    openPlayground: 'Testar a incorporação',
    install: 'comando de instalação',
    embed: 'código de incorporação',
    events: 'código de eventos',
    refresh: 'código de renovação do token',
    react: 'código com React',
    tokenCall: 'chamada que gera o token',
  },
  en: {
    title: 'Embedding SDK',
    intro:
      '@nuvem/embed embeds Nuvem Insights reports and dashboards in your page, inside an iframe, and talks to them: filters, pages, events. It has the same API as powerbi-client 2.23, so a page written for it works unchanged.',
    installTitle: 'Installation',
    installBody: "Install the package in your page's project:",
    embedTitle: 'Embed a report or dashboard',
    embedBody:
      "Create the service once, telling it the analytics content's host, and call service.embed(element, config) with the type, the id, the embed URL and an embed token.",
    tokenTitle: 'Embed token',
    tokenBody:
      'The embed token comes from the API: POST /api/v1/bi/items/{itemId}/token for a BI item, or GET /api/v1/dashboards/{dashboardId}/embed for a dashboard. Ask for it on your server with an API token, never in the page: the API token must not reach the browser.',
    eventsTitle: 'Events',
    eventsBody:
      "Register handlers with on(name, handler) and remove them with off(name). The most used events: loaded (the content loaded), rendered (it finished drawing), error (with the SDK's message in detail.message), pageChanged (another page of the report).",
    refreshTitle: 'Token refresh',
    refreshBody:
      'The embed token expires. enableTokenRefresh asks for a new one before it does (by default two minutes before) and hands it to the content without reloading; the function it returns stops the refresh.',
    reactTitle: 'With React',
    reactBody:
      'The EmbeddedContent component embeds the content, keeps its configuration current and cleans everything up when it leaves the screen.',
    playgroundHint: 'Want to see it work? Pick a dashboard or report and run the code in the playground tab.',
    openPlayground: 'Open the playground',
    install: 'install command',
    embed: 'embed code',
    events: 'events code',
    refresh: 'token refresh code',
    react: 'React code',
    tokenCall: 'call that makes the token',
  },
  es: {
    title: 'SDK de incrustación',
    intro:
      '@nuvem/embed incrusta informes y dashboards de Nuvem Insights en su página, dentro de un iframe, y se comunica con ellos: filtros, páginas, eventos. Tiene la misma API que powerbi-client 2.23, así que una página escrita para él funciona sin cambios.',
    installTitle: 'Instalación',
    installBody: 'Instale el paquete en el proyecto de su página:',
    embedTitle: 'Incrustar un informe o dashboard',
    embedBody:
      'Cree el servicio una vez, indicando la dirección del contenido analítico, y llame a service.embed(elemento, configuración) con el tipo, el id, la URL de incrustación y un token de incrustación.',
    tokenTitle: 'Token de incrustación',
    tokenBody:
      'El token de incrustación viene de la API: POST /api/v1/bi/items/{itemId}/token para un elemento de BI, o GET /api/v1/dashboards/{dashboardId}/embed para un dashboard. Pídalo en su servidor con un token de API, nunca en la página: el token de API no debe llegar al navegador.',
    eventsTitle: 'Eventos',
    eventsBody:
      'Registre funciones con on(nombre, función) y quítelas con off(nombre). Los eventos más usados: loaded (el contenido cargó), rendered (terminó de dibujar), error (con el mensaje del SDK en detail.message), pageChanged (otra página del informe).',
    refreshTitle: 'Renovación del token',
    refreshBody:
      'El token de incrustación caduca. enableTokenRefresh pide uno nuevo antes del vencimiento (por defecto, dos minutos antes) y lo entrega al contenido sin recargar; la función que devuelve detiene la renovación.',
    reactTitle: 'Con React',
    reactBody:
      'El componente EmbeddedContent incrusta el contenido, mantiene la configuración al día y limpia todo al salir de la pantalla.',
    playgroundHint:
      '¿Quiere verlo funcionar? Elija un dashboard o informe y ejecute el código en la pestaña de pruebas.',
    openPlayground: 'Probar la incrustación',
    install: 'comando de instalación',
    embed: 'código de incrustación',
    events: 'código de eventos',
    refresh: 'código de renovación del token',
    react: 'código con React',
    tokenCall: 'llamada que genera el token',
  },
});
