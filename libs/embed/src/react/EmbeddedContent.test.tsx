// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Service } from '../service/service';
import { hpmFactory, routerFactory, wpmpFactory } from '../service/factories';
import { Create } from '../embeds/create';
import type { Embed } from '../embeds/embed';
import { EmbeddedContent } from './EmbeddedContent';

const config = {
  type: 'report',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'first',
  uniqueId: 'react-1',
};

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp() {
  const service = new Service(hpmFactory, wpmpFactory, routerFactory);
  let embed: Embed | undefined;
  const getEmbeddedComponent = (component: Embed) => (embed = component);
  return { service, getEmbeddedComponent, embed: () => embed! };
}

describe('EmbeddedContent', () => {
  it('embeds into its container, names the frame and resets on unmount', () => {
    const { service, getEmbeddedComponent, embed } = setUp();
    const view = render(
      <EmbeddedContent
        embedConfig={config}
        service={service}
        title="Vendas"
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    expect(embed().iframe.getAttribute('title')).toBe('Vendas');
    expect(service.getNumberOfComponents()).toBe(1);
    view.unmount();
    expect(service.getNumberOfComponents()).toBe(0);
  });

  it('creates a report for a create config, as powerbi-client-react does, instead of embedding one', () => {
    const { service, getEmbeddedComponent, embed } = setUp();
    render(
      <EmbeddedContent
        embedConfig={{
          type: 'create',
          embedUrl: 'https://app.powerbi.com/reportEmbed?groupId=G1',
          accessToken: 'first',
          datasetId: 'D1',
        }}
        service={service}
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    expect(embed()).toBeInstanceOf(Create);
    expect(embed().getId()).toBe('D1');
  });

  it('calls the latest handler without re-subscribing (no stale closures)', () => {
    const { service, getEmbeddedComponent, embed } = setUp();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <EmbeddedContent
        embedConfig={config}
        service={service}
        eventHandlers={{ loaded: first }}
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    const on = vi.spyOn(embed(), 'on');
    view.rerender(
      <EmbeddedContent
        embedConfig={config}
        service={service}
        eventHandlers={{ loaded: second }}
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    act(() => void embed().element.dispatchEvent(new CustomEvent('loaded', { detail: 1 })));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(on).not.toHaveBeenCalled();
  });

  it('hands a new token over without re-embedding, and re-embeds when the content changes', () => {
    const { service, getEmbeddedComponent, embed } = setUp();
    const view = render(
      <EmbeddedContent embedConfig={config} service={service} getEmbeddedComponent={getEmbeddedComponent} />,
    );
    const original = embed();
    const setAccessToken = vi.spyOn(original, 'setAccessToken').mockResolvedValue(undefined);
    view.rerender(
      <EmbeddedContent
        embedConfig={{ ...config, accessToken: 'second' }}
        service={service}
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    expect(setAccessToken).toHaveBeenCalledWith('second');
    expect(embed()).toBe(original);
    view.rerender(
      <EmbeddedContent
        embedConfig={{
          ...config,
          accessToken: 'second',
          embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R2',
        }}
        service={service}
        getEmbeddedComponent={getEmbeddedComponent}
      />,
    );
    expect(embed()).not.toBe(original);
    expect(embed().config.id).toBe('R2');
    expect(service.getNumberOfComponents()).toBe(1);
  });
});
