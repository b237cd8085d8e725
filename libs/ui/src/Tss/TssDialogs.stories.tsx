import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TssRegisterDialog } from './TssRegisterDialog';
import { TssSetQuotaDialog } from './TssSetQuotaDialog';
import { sampleTssAdminCompanies } from './tssFixtures';

const text = (name: string, value = '') => ({ name, value, onChange: fn() });

const meta = {
  title: 'Components/TssRegisterDialog',
  component: TssRegisterDialog,
  args: {
    tCode: text('t_code', 'T10007'),
    cnpj: text('cnpj', '11345678000363'),
    corporateName: text('corporate_name', 'Acme Serviços Ltda.'),
    environment: text('environment', 'homologation'),
    quotaHired: { name: 'quota_hired', value: 300, onChange: fn() },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TssRegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's company: code, CNPJ, name, environment, quota; registered. */
export const Register: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Cadastrar empresa no TSS',
    });
    await expect(within(dialog).getByRole('textbox', { name: /Código do cliente/ })).toHaveValue('T10007');
    await expect(within(dialog).getByRole('textbox', { name: /CNPJ/ })).toHaveValue('11345678000363');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A company's quota changed (its own dialog, drawn from this story). */
export const SetQuota: Story = {
  render: () => (
    <TssSetQuotaDialog
      company={sampleTssAdminCompanies[1]!}
      quotaHired={{ name: 'quota_hired', value: 4000, onChange: fn() }}
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Alterar a cota' });
    await expect(
      within(dialog).getByText(
        /Acme Indústria e Comércio Ltda\. \(CNPJ 11\.345\.678\/0001-01\): 3\.900 documentos/,
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Cota contratada/ })).toHaveValue('4000');
  },
};
