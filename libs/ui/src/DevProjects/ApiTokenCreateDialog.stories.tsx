import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ApiTokenCreateDialog,
  type ApiTokenCreateDialogProps,
  type ApiTokenExpiryChoice,
} from './ApiTokenCreateDialog';
import { sampleScopeOptions, sampleSecret } from './devProjectFixtures';

/** The dialog with its values held here, as the features' form holds them. */
function Stateful(props: Partial<ApiTokenCreateDialogProps> & { onSubmitted: (values: object) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<ApiTokenExpiryChoice>('30');
  const [customDate, setCustomDate] = useState('');
  const { onSubmitted, ...rest } = props;
  return (
    <ApiTokenCreateDialog
      open
      name={{ name: 'name', value: name, onChange: setName }}
      scopeOptions={sampleScopeOptions}
      selectedScopes={scopes}
      onScopesChange={setScopes}
      expiryPresets={[7, 30, 90, 365]}
      expiry={expiry}
      onExpiryChange={setExpiry}
      customDate={customDate}
      onCustomDateChange={setCustomDate}
      minDate="2026-12-08"
      maxDate="2027-12-07"
      onSubmit={() => onSubmitted({ name, scopes, expiry, customDate })}
      onCopy={fn(async () => undefined)}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/ApiTokenCreateDialog',
  component: Stateful,
  args: { onSubmitted: fn(), onCopy: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A read-only token for IaaS and Insights, valid 90 days. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo token de API' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'ci-leitura');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /IaaS: leitura GET/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Insights: leitura/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '90 dias' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar token' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({
        name: 'ci-leitura',
        scopes: ['iaas:read', 'insights:read'],
        expiry: '90',
        customDate: '',
      }),
    );
  },
};

/** A date of one's own: the date field appears, bounded to a year. */
export const CustomDate: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo token de API' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Escolher uma data' }));
    const date = within(dialog).getByLabelText(/Expira em/);
    await expect(date).toHaveAttribute('max', '2027-12-07');
  },
};

/** Refused: no permission chosen, an expiry out of bounds. */
export const Refused: Story = {
  args: {
    scopesError: 'Escolha ao menos uma permissão.',
    expiryError: 'A validade deve ser futura e de no máximo 366 dias.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo token de API' });
    await expect(within(dialog).getByText('Escolha ao menos uma permissão.')).toBeInTheDocument();
    await expect(
      within(dialog).getByText('A validade deve ser futura e de no máximo 366 dias.'),
    ).toBeInTheDocument();
  },
};

/** The token, once: the warning, the copy button, and only the button closes it. */
export const Created: Story = {
  args: { created: { name: 'ci-leitura', secret: sampleSecret } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Token criado' });
    await expect(within(dialog).getByText(/ele não será mostrado de novo/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: 'Token' })).toHaveValue(sampleSecret);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar o token' }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleSecret);
    await expect(await within(dialog).findByText('Token copiado.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já copiei o token' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
