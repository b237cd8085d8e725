import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageAbout } from './PageAbout';

const meta = {
  title: 'Pages/PageAbout',
  component: PageAbout,
  tags: ['autodocs'],
  args: {
    title: 'Chaves SSH',
    summary:
      'Nesta página você vai cadastrar e remover as chaves SSH públicas usadas para acessar as máquinas virtuais do ambiente.',
    shortcuts: [
      {
        href: '/iaas/resources',
        label: 'Recursos',
        description: 'Máquinas virtuais, volumes, redes e IPs públicos do ambiente.',
      },
      {
        href: '/tickets',
        label: 'Atendimento ao cliente',
        description: 'Abra chamados e acompanhe os que estão em andamento.',
      },
    ],
  },
} satisfies Meta<typeof PageAbout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of its own menu entry: what it holds, and the related pages the user can open today. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chaves SSH' })).toBeVisible();
    const about = canvas.getByRole('region', { name: 'Sobre esta página' });
    await expect(about).toHaveTextContent('cadastrar e remover as chaves SSH públicas');
    const shortcuts = within(canvas.getByRole('region', { name: 'Atalhos relacionados' }));
    await expect(shortcuts.getAllByRole('listitem')).toHaveLength(2);
    await expect(shortcuts.getByRole('link', { name: 'Recursos' })).toHaveAttribute(
      'href',
      '/iaas/resources',
    );
    await expect(shortcuts.getByRole('link', { name: 'Atendimento ao cliente' })).toHaveAttribute(
      'href',
      '/tickets',
    );
  },
};

/** Inside a menu group: the breadcrumb names the groups above the page. */
export const WithBreadcrumb: Story = {
  args: {
    title: 'Perfis',
    trail: ['Administração', 'IAM'],
    summary:
      'Nesta página você vai montar os perfis de acesso, cada um com o conjunto de permissões que concede.',
    shortcuts: [
      { href: '/dashboard', label: 'Início', description: 'A visão geral do seu ambiente.' },
      {
        href: '/tickets',
        label: 'Atendimento ao cliente',
        description: 'Abra chamados e acompanhe os que estão em andamento.',
      },
      {
        href: '/contact',
        label: 'Geração de token',
        description: 'Os canais de suporte, os horários e o token de atendimento.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Você está em' });
    await expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Administração', 'IAM', 'Perfis']);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** No related page the user may open: the statement alone, no empty shortcuts section. */
export const WithoutShortcuts: Story = {
  args: { shortcuts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sobre esta página' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Atalhos relacionados' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A long title and statement wrap inside the panel. */
export const LongText: Story = {
  args: {
    title: 'Solicitações de eventos comerciais dos clientes corporativos',
    trail: ['Administração'],
    summary:
      'Nesta página você vai acompanhar as solicitações feitas pelos clientes nos eventos comerciais e dar andamento a cada uma, com o histórico de cada etapa, os responsáveis, os prazos combinados e as observações deixadas pela equipe comercial ao longo da negociação.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/clientes corporativos$/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone the shortcuts stack in one column and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chaves SSH' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'SSH keys',
    summary:
      "This page will let you add and remove the public SSH keys used to access the environment's virtual machines.",
    shortcuts: [
      {
        href: '/iaas/resources',
        label: 'Resources',
        description: "The environment's virtual machines, volumes, networks and public IPs.",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'About this page' })).toHaveTextContent(
      'public SSH keys',
    );
    const shortcuts = within(canvas.getByRole('region', { name: 'Related shortcuts' }));
    await expect(shortcuts.getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/iaas/resources',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Claves SSH',
    summary:
      'En esta página registrará y eliminará las claves SSH públicas usadas para acceder a las máquinas virtuales del ambiente.',
    shortcuts: [
      {
        href: '/iaas/resources',
        label: 'Recursos',
        description: 'Máquinas virtuales, volúmenes, redes e IP públicas del ambiente.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Acerca de esta página' })).toHaveTextContent(
      'claves SSH públicas',
    );
    await expect(canvas.getByRole('region', { name: 'Accesos relacionados' })).toBeVisible();
  },
};
