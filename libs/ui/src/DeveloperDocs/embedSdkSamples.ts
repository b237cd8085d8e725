// The SDK guide's code samples (libs/embed's API, as its README shows it): code, not prose, so not translated.

export const EMBED_SDK_SAMPLES = {
  install: 'npm install @nuvem/embed',
  embed: `import { service, factories, models } from '@nuvem/embed';

const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory, {
  trustedHosts: [new URL(embedUrl).origin],
});

const report = powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: reportId,
  embedUrl,
  accessToken: embedToken,
  tokenType: models.TokenType.Embed,
  settings: { panes: { filters: { visible: false } } },
});`,
  events: `report.on('loaded', () => console.log('loaded'));
report.on('rendered', () => console.log('rendered'));
report.on('pageChanged', (event) => console.log(event.detail.newPage.displayName));
report.on('error', (event) => console.error(event.detail.message, event.detail.detailedMessage));
report.off('pageChanged');`,
  tokenRefresh: `const stop = report.enableTokenRefresh({
  getToken: async () => (await fetch('/my-backend/embed-token')).json(),
  refreshBeforeMs: 120_000,
});`,
  react: `import { EmbeddedContent } from '@nuvem/embed/react';

<EmbeddedContent
  embedConfig={{ type: 'report', id, embedUrl, accessToken, tokenType: models.TokenType.Embed }}
  eventHandlers={{ loaded: () => setReady(true), error: (event) => setError(event.detail.message) }}
  tokenRefresh={{ getToken: fetchEmbedToken }}
/>`,
  tokenCall: `curl -X POST 'https://<portal>/api/v1/bi/items/{itemId}/token' \\
  -H 'Authorization: Bearer <token>'`,
} as const;
