import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { HelpArticle } from './helpArticleTypes';
import { IaasHelpArticleView } from './IaasHelpArticleView';
import { IaasHelpCenter } from './IaasHelpCenter';

const articles: HelpArticle[] = [
  {
    slug: 'conectar-por-ssh',
    title: 'Conectar a uma máquina Linux por SSH',
    summary: 'Use sua chave SSH e o IP público da máquina.',
    paragraphs: ['A máquina aceita conexões SSH na porta 22 quando o grupo de segurança permite.'],
    steps: ['Copie o IP público na página da máquina.', 'Execute ssh -i chave.pem usuario@IP.'],
  },
  {
    slug: 'redes-e-cidr',
    title: 'Redes e blocos CIDR',
    summary: 'Como escolher o tamanho da rede e das sub-redes.',
    paragraphs: ['Um bloco /16 comporta 65.536 endereços.'],
  },
];

const meta = {
  title: 'Pages/IaasHelp',
  component: IaasHelpCenter,
  tags: ['autodocs'],
  args: {
    articles,
    query: '',
    onQueryChange: fn(),
    articleHref: (slug: string) => `/iaas/help/${slug}`,
    state: { status: 'ready' },
  },
} satisfies Meta<typeof IaasHelpCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article, each leading to its page; typing searches. */
export const Articles: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return (
      <IaasHelpCenter
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 artigos')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Redes e blocos CIDR' })).toHaveAttribute(
      'href',
      '/iaas/help/redes-e-cidr',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar na ajuda' }), 'ssh');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('ssh');
  },
};

/** A search that finds nothing: the way to a ticket. */
export const NoMatch: Story = {
  args: { articles: [], query: 'kubernetes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum artigo encontrado')).toBeInTheDocument();
    await expect(canvas.getByText('0 artigos encontrados')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando os artigos…' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', message: 'Não foi possível conectar ao servidor.' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** One article on its own page, with its steps and the way back. */
export const Article: Story = {
  render: () => <IaasHelpArticleView article={articles[0]} backHref="/iaas/help" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Conectar a uma máquina Linux por SSH' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Voltar à ajuda' })).toHaveAttribute('href', '/iaas/help');
  },
};

export const ArticleNotFound: Story = {
  render: () => <IaasHelpArticleView backHref="/iaas/help" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Artigo não encontrado')).toBeInTheDocument();
  },
};

/** A phone (390 px): the search and the articles in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar na ajuda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conectar a uma máquina Linux por SSH' })).toBeVisible();
  },
};
