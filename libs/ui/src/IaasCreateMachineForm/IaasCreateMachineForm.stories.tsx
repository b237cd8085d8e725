import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePriceList } from '../IaasCalculator/iaasCalculatorFixtures';
import {
  IaasCreateMachineForm,
  type IaasCreateMachineFormProps,
  type MachineFieldBindings,
} from './IaasCreateMachineForm';
import {
  sampleDraft,
  sampleImages,
  sampleImportedImages,
  sampleNetworks,
  sampleQuotas,
  sampleSshKeys,
  tightQuotas,
} from './iaasCreateMachineFixtures';
import type { MachineDraft } from './iaasCreateMachineModel';

type StoryArgs = Omit<IaasCreateMachineFormProps, 'fields'> & {
  initial: MachineDraft;
  errors?: Partial<Record<keyof MachineDraft, string>>;
};

/** The form on its own state, as useSchemaForm would hold it. */
function StatefulForm({ initial, errors = {}, ...props }: StoryArgs) {
  const [draft, setDraft] = useState(initial);
  const fields = Object.fromEntries(
    (Object.keys(draft) as (keyof MachineDraft)[]).map((key) => [
      key,
      {
        name: key,
        value: draft[key],
        onChange: (value: unknown) => setDraft((d) => ({ ...d, [key]: value })),
        onBlur: () => {},
        error: errors[key],
      },
    ]),
  ) as unknown as MachineFieldBindings;
  return <IaasCreateMachineForm {...props} fields={fields} />;
}

const meta = {
  title: 'Components/IaasCreateMachineForm',
  component: StatefulForm,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    initial: sampleDraft,
    priceList: samplePriceList,
    images: sampleImages,
    networks: sampleNetworks,
    sshKeys: sampleSshKeys,
    quotas: sampleQuotas,
    onSubmit: fn(),
  },
} satisfies Meta<typeof StatefulForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

/** The price follows the machine as it is built: a disk more, the IP left out; the submit sends. */
export const LivePrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Resumo' });
    await expect(text(summary)).toContain('R$ 405,50');
    await expect(text(summary)).toContain('R$ 4.866,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar disco' }));
    // 100 GB more: 45,00.
    await expect(text(summary)).toContain('R$ 450,50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Atribuir um IP público à máquina' }));
    await expect(text(summary)).toContain('R$ 422,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover o disco 2' }));
    await expect(text(summary)).toContain('R$ 377,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar máquina' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A Windows image pays its license per vCPU and takes no SSH key. */
export const WindowsLicense: Story = {
  args: { initial: { ...sampleDraft, image_id: 'windows-2022', ssh_key_id: null, extra_disks_gb: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 310,00 + 100 GB × 0,45 + 28,00 + 2 × 95,00.
    await expect(text(canvas.getByRole('region', { name: 'Resumo' }))).toContain('R$ 573,00');
    await expect(canvas.getByText(/nenhuma chave SSH/)).toBeVisible();
  },
};

/** Past a quota, the summary says which and the form does not send. */
export const OverQuota: Story = {
  args: { quotas: tightQuotas },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('IPs públicos');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar máquina' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Atribuir um IP público à máquina' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The API's refusals on their fields, and one no field owns. */
export const Refused: Story = {
  args: {
    errors: { name: 'Já existe uma máquina chamada acm1-web-02 neste ambiente.' },
    alert: 'Cota excedida (vcpus): limite 40, em uso 36, pedido 8.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nome da máquina/ })).toHaveAccessibleDescription(
      /Já existe/,
    );
  },
};

/** Import: the environment's own images. */
export const Import: Story = {
  args: {
    mode: 'import',
    images: sampleImportedImages,
    initial: { ...sampleDraft, image_id: 'acm1-erp-golden' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Importar máquina' })).toBeVisible();
    // 80 GB boot + 100 GB: 81,00.
    await expect(text(canvas.getByRole('region', { name: 'Resumo' }))).toContain('R$ 419,00');
  },
};

/** A phone (390 × 844): the sections, then the summary under them. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Criar máquina' })).toBeVisible();
  },
};
