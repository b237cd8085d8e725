import { frameHeadersFor } from './headers/frameHeaders';
import { inlineScriptHashesOfSite } from './headers/inlineScripts';
import { portalHeaders } from './headers/portalHeaders';
import { storybookHeaders } from './headers/storybookHeaders';
import type { SiteName, WebSettings } from './settings';
import { buildSite } from './site';

/** Each site with its headers: the portal and the frame pass /api on to the API; Storybook has no API. */
export function buildNamedSite(name: SiteName, settings: WebSettings, root: string) {
  const inlineScripts = inlineScriptHashesOfSite(root);
  const { origins, apiProxyTarget, directApiOrigin, logLevel } = settings;
  switch (name) {
    case 'portal':
      return buildSite({
        root,
        spa: true,
        apiTarget: apiProxyTarget,
        logLevel,
        headers: portalHeaders({
          analyticsOrigin: new URL(origins.analyticsUrl).origin,
          directApiOrigin,
          inlineScripts,
        }),
      });
    case 'analytics':
      return buildSite({
        root,
        spa: true,
        apiTarget: apiProxyTarget,
        logLevel,
        headers: frameHeadersFor({ embedOrigins: origins.embedOrigins, inlineScripts }),
      });
    case 'storybook':
      return buildSite({ root, spa: false, logLevel, headers: storybookHeaders({ inlineScripts }) });
  }
}
