import { fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '../i18n';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ConsumptionCard } from './ConsumptionCard';
import { HomeDashboard, type HomeDashboardProps } from './HomeDashboard';
import { emptyHomeDashboard, loadingHomeDashboard, sampleHomeDashboard } from './homeDashboardFixtures';

function renderHome(props: Partial<HomeDashboardProps> = {}, locale: Locale = 'pt-BR', masked = false) {
  return renderWithProviders(
    <MaskedValuesProvider masked={masked}>
      <HomeDashboard {...sampleHomeDashboard} {...props} />
    </MaskedValuesProvider>,
    { locale },
  );
}

const card = (name: string) => document.querySelector<HTMLElement>(`[data-home-card="${name}"]`)!;

test('every product links to its page, with its count and regions', () => {
  renderHome();
  const products = within(card('products'));
  expect(products.getByRole('link', { name: 'Fluig' })).toHaveAttribute('href', '/produto/fluig');
  expect(products.getByRole('link', { name: 'Abrir RM: 1 topologia' })).toHaveAttribute(
    'href',
    '/produto/rm',
  );
  expect(products.getByRole('rowheader', { name: 'Protheus' }).closest('tr')).toHaveTextContent(
    'sa-east-1: 1sa-east-2: 1',
  );
});

test('a card that failed shows its error and retries; the others stay', () => {
  const onRetry = vi.fn();
  renderHome({
    disasterRecovery: {
      ...sampleHomeDashboard.disasterRecovery,
      state: { status: 'error', message: 'Falhou.' },
      onRetry,
    },
  });
  const dr = within(card('disaster-recovery'));
  expect(dr.getByRole('alert')).toHaveTextContent('Falhou.');
  fireEvent.click(dr.getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(card('products')).toHaveAttribute('data-state', 'ready');
});

test('loading: each card its own skeleton, and busy', () => {
  renderHome({ ...loadingHomeDashboard, consumption: <ConsumptionCard state={{ status: 'loading' }} /> });
  for (const name of ['products', 'disaster-recovery', 'alerts', 'actions', 'consumption'])
    expect(card(name)).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByText('Carregando...').length).toBeGreaterThanOrEqual(5);
});

test('empty: each card says so plainly', () => {
  renderHome(emptyHomeDashboard);
  expect(screen.getByText('Este ambiente ainda não tem topologias.')).toBeInTheDocument();
  expect(screen.getByText('Nenhum alerta aberto.')).toBeInTheDocument();
  expect(within(card('contract')).getByText('STANDARD')).toBeInTheDocument();
});

test('the eye hides the cloud id and the TSS amounts', () => {
  renderHome({}, 'pt-BR', true);
  expect(card('contract')).not.toHaveTextContent('ACM1');
  expect(card('contract')).not.toHaveTextContent('1.250');
});

test.each<[Locale, string, string]>([
  ['en', 'Products and topologies', '1,250 of 5,000 documents used'],
  ['es', 'Productos y topologías', '1250 de 5000 documentos usados'],
])('in %s', (locale, heading, usage) => {
  renderHome({}, locale);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(within(card('contract')).getByText(usage)).toBeInTheDocument();
});
