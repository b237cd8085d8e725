import type { BackupList, DisasterRecoveryPlan, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { DisasterRecoveryBackupsContainer } from './DisasterRecoveryBackupsContainer';
import { DisasterRecoveryFailoverContainer } from './DisasterRecoveryFailoverContainer';
import { DisasterRecoveryPlanTestContainer } from './DisasterRecoveryPlanTestContainer';
import { DisasterRecoveryContainer } from './DisasterRecoveryContainer';

const user = (features: string[]): UserInfo => ({ ...demoUser, features });
const site = (id: string, region: string) => ({
  topology_id: id,
  instance_name: `i-${id}`,
  provider: 'oci',
  region,
  status: 'active' as const,
});
const plan = (failedOver: boolean): DisasterRecoveryPlan => ({
  cloud_id: 'ACM1',
  state: failedOver ? 'failed_over' : 'normal',
  pairs: [
    {
      product: 'protheus',
      origin: site('tp-acm1-01', 'sa-east-1'),
      destination: site('tp-acm1-02', 'sa-east-2'),
      failed_over: failedOver,
      failed_over_at: failedOver ? '2026-03-02T13:45:00Z' : null,
      failed_over_by: failedOver ? 'Diego Rocha' : null,
    },
  ],
  history: [],
});

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test('restoring: a refused confirmation shows the translated error in the dialog and changes nothing', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, user(['dr_restoration'])),
    'GET /api/v1/environments/ACM1/disaster-recovery/plan': () => json(200, plan(true)),
    'POST /api/v1/environments/ACM1/disaster-recovery/restoration': (request) =>
      (request.body as { confirmation: string }).confirmation === 'ACM1'
        ? json(200, plan(false))
        : apiError(400, 'dr_confirmation_mismatch', ['ACM1']),
  });
  render(<DisasterRecoveryFailoverContainer direction="restore" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Restaurar todo o ambiente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restaurar a origem de todo o ambiente?' });
  const field = within(dialog).getByRole('textbox', { name: 'Digite ACM1 para confirmar' });
  await userEvent.type(field, 'acm');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar origem' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'A confirmação não confere: digite o código do ambiente (ACM1) exatamente.',
  );
  expect(screen.getByText('Recuperação de desastre ativa')).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.type(field, 'ACM1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar origem' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Operando na origem')).toBeInTheDocument();
  expect(
    requestsTo(requests, 'POST /api/v1/environments/ACM1/disaster-recovery/restoration').map((r) => r.body),
  ).toEqual([{ confirmation: 'acm' }, { confirmation: 'ACM1' }]);
});

test('the plan-test page and the top bar share one switch: starting the test presses the toggle', async () => {
  let testActive = false;
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, user(['dr_plan_test'])),
    'GET /api/v1/environments/ACM1/disaster-recovery/plan': () => json(200, plan(false)),
    'GET /api/v1/environments/ACM1/disaster-recovery': () =>
      json(200, { cloud_id: 'ACM1', test_active: testActive, all_topologies: false }),
    'PATCH /api/v1/environments/ACM1/disaster-recovery': () => {
      testActive = true;
      return json(200, { cloud_id: 'ACM1', test_active: true, all_topologies: false });
    },
  });
  render(
    <>
      <DisasterRecoveryContainer cloudId="ACM1" showTest showAllTopologies={false} />
      <DisasterRecoveryPlanTestContainer />
    </>,
  );
  const toggle = await screen.findByRole('button', { name: 'Teste' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste' }));
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar o teste do plano de recuperação?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar teste' }));
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByText('Teste em andamento')).toBeInTheDocument();
});

test('a backup download is confirmed, asks for the signed link and follows it', async () => {
  const backups: BackupList = {
    cloud_id: 'ACM1',
    backups: [
      {
        backup_id: 'bkp-acm1-001',
        product: 'protheus',
        topology_id: 'tp-acm1-01',
        kind: 'full',
        status: 'completed',
        size_bytes: 43 * 1024 ** 3,
        taken_at: '2026-03-02T02:00:00Z',
        expires_at: '2026-04-01T02:00:00Z',
      },
    ],
  };
  const follow = vi.fn();
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, user(['backup_download'])),
    'GET /api/v1/environments/ACM1/backups': () => json(200, backups),
    'POST /api/v1/environments/ACM1/backups/bkp-acm1-001/download': () =>
      json(200, { url: '/api/v1/backup-files/tok', expires_at: '2026-03-02T02:05:00Z' }),
  });
  render(<DisasterRecoveryBackupsContainer follow={follow} />);
  expect(await screen.findByRole('rowheader', { name: 'bkp-acm1-001' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /bkp-acm1-001/ })).toHaveTextContent('Protheus');
  await userEvent.click(screen.getByRole('button', { name: 'Baixar o backup bkp-acm1-001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Baixar o backup bkp-acm1-001?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
  await waitFor(() => expect(follow).toHaveBeenCalledWith('/api/v1/backup-files/tok'));
  expect(requestsTo(requests, 'POST /api/v1/environments/ACM1/backups/bkp-acm1-001/download')).toHaveLength(
    1,
  );
});
