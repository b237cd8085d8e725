import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiReference, type ApiReferenceProps } from './ApiReference';
import { sampleApiReference } from './developerDocsFixtures';

/** The reference with its search held here, as the route keeps it in the address. */
function Stateful(props: Omit<ApiReferenceProps, 'query' | 'onQueryChange'> & { initialQuery?: string }) {
  const { initialQuery = '', ...rest } = props;
  const [query, setQuery] = useState(initialQuery);
  return <ApiReference {...rest} query={query} onQueryChange={setQuery} />;
}

const meta = {
  title: 'Pages/DeveloperDocs/ApiReference',
  component: Stateful,
  args: {
    state: { status: 'ready', model: sampleApiReference },
    baseUrl: 'https://portal.nuvem.example',
    tokenHref: '/develop/projects',
    onCopy: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by tag, the auth scheme and the link to create a token; searched; an endpoint opened and its curl copied. */
export const SearchAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Autenticação' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar token de API' })).toHaveAttribute(
      'href',
      '/develop/projects',
    );
    await expect(canvas.getByText('5 rotas')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar rota' }), 'stop');
    await waitFor(() => expect(canvas.getByText('1 rota')).toBeInTheDocument());
    await expect(canvas.queryByRole('heading', { name: 'health' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Stop a virtual machine/ }));
    await expect(await canvas.findByRole('heading', { name: 'Corpo da requisição' })).toBeVisible();
    await expect(canvas.getByText('Autenticação: Bearer')).toBeInTheDocument();
    const curl = canvas.getByLabelText('Exemplo com curl');
    await expect(curl).toHaveTextContent('Authorization: Bearer <token>');
    await expect(curl).toHaveTextContent('idempotency-key: <idempotency-key>');
    await expect(curl).toHaveTextContent(`-d '{"mode":"soft"}'`);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar exemplo com curl' }));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining('curl -X POST'));
  },
};

/** A response's shape as a tree: required fields, limits, values; a shared schema by its name. */
export const SchemaTree: Story = {
  args: { initialQuery: 'machines' } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /virtual machines/ }));
    await expect(await canvas.findByText('array<object>')).toBeVisible();
    await expect(canvas.getByText('valores: running, stopped')).toBeInTheDocument();
    await expect(canvas.getByText('string | null')).toBeInTheDocument();
    await expect(canvas.getByText('Error')).toBeInTheDocument();
    await expect(canvas.getByText(/cloudId \(caminho\)/)).toBeInTheDocument();
  },
};

/** A search that matches nothing, and the way back. */
export const NoMatch: Story = {
  args: { initialQuery: 'kubernetes' } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma rota corresponde a “kubernetes”.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar a busca' }));
    await expect(canvas.getByText('5 rotas')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando a documentação da API…' }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'O servidor não respondeu. Tente novamente.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar a documentação da API.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 390 px: paths wrap, nothing scrolls sideways but the code. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Stop a virtual machine/ }));
    await expect(await canvas.findByLabelText('Exemplo com curl')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Authentication' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search endpoints' })).toBeInTheDocument();
    await expect(canvas.getByText('5 endpoints')).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Crear token de API' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar ruta' })).toBeInTheDocument();
  },
};
