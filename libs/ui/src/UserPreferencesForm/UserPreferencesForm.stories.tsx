import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { UserPreferencesForm, type UserPreferencesValues } from './UserPreferencesForm';

const saved: UserPreferencesValues = {
  phones: ['+55 11 91234-5678', '(11) 3333-4444'],
  notes: [
    { id: 'n-1', text: 'Revisar a retenção de backups do ambiente de homologação.', checked: true },
    { id: 'n-2', text: 'Pedir ao suporte o relatório de disponibilidade do mês.', checked: false },
  ],
};

let serial = 0;

const meta = {
  title: 'Pages/UserPreferencesForm',
  component: UserPreferencesForm,
  tags: ['autodocs'],
  args: {
    values: saved,
    state: { status: 'ready' },
    onSave: fn(),
    onRetry: fn(),
    saving: false,
    newNoteId: () => `story-${++serial}`,
  },
} satisfies Meta<typeof UserPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const phonesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Telefones para contato' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The saved phones and notes; a phone added with Enter, a note checked, and 'Salvar' sends it all. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(phonesOf(canvasElement)).toEqual(['+55 11 91234-5678', '(11) 3333-4444']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Novo telefone' }), '+55 21 99876-5432{Enter}');
    await expect(phonesOf(canvasElement)).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Pedir ao suporte o relatório de disponibilidade do mês.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remover o telefone (11) 3333-4444' }));
    await expect(canvas.getByText('Há alterações não salvas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      phones: ['+55 11 91234-5678', '+55 21 99876-5432'],
      notes: [
        saved.notes[0],
        { id: 'n-2', text: 'Pedir ao suporte o relatório de disponibilidade do mês.', checked: true },
      ],
    });
    // The last click leaves no focus ring behind for the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A note typed and added, then removed again. */
export const AddAndRemoveNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nova nota' }), 'Trocar a senha do SFTP');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar nota' }));
    const note = canvas.getByRole('checkbox', { name: 'Trocar a senha do SFTP' });
    await expect(note).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a nota "Trocar a senha do SFTP"' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Trocar a senha do SFTP' })).not.toBeInTheDocument();
  },
};

/** A bad phone is refused where it was typed, with the reason; what was typed stays to be corrected. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Novo telefone' });
    await userEvent.type(field, '11 9123');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar telefone' }));
    await expect(field).toHaveAccessibleDescription('O telefone precisa ter ao menos 8 dígitos.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('11 9123');
    await expect(field).toHaveFocus();
    // Saving with it still there sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '+55 11 91234 5678');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar telefone' }));
    await expect(field).toHaveAccessibleDescription('Este telefone já está na lista.');
  },
};

/** An empty note is refused too. */
export const EmptyNoteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar nota' }));
    const field = canvas.getByRole('textbox', { name: 'Nova nota' });
    await expect(field).toHaveAccessibleDescription('Escreva o texto da nota.');
    await expect(field).toHaveFocus();
  },
};

/** While saving: 'Salvando...' waits, the lists cannot change. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Salvando/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover o telefone +55 11 91234-5678' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Adicionar telefone' })).toBeDisabled();
  },
};

/** The server refused the save: its error, translated; the edits are still there. */
export const SaveError: Story = {
  args: { saveError: 'Os dados enviados são inválidos. Verifique-os e tente novamente.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível salvar as preferências');
    await expect(alert).toHaveTextContent('Os dados enviados são inválidos. Verifique-os e tente novamente.');
  },
};

/** The server (or the API's schema, checked before sending) refused a saved note: why, under its list. */
export const ListRefused: Story = {
  args: { listErrors: { notes: 'Nota 2: Informe no máximo 2000 caracteres.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nota 2: Informe no máximo 2000 caracteres.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** No phone saved: the incomplete registration the 'Cadastro incompleto' modal leads here for. */
export const NoPhone: Story = {
  args: { values: { phones: [], notes: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Cadastre ao menos um número de celular para completar o seu cadastro.'),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhum telefone cadastrado.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma nota pessoal.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando preferências...');
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'O serviço está temporariamente indisponível.' } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as preferências');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The last click leaves no focus ring behind for the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The top bar's eye closed: the phones are hidden, in the list and in the buttons' names. */
export const ValuesHidden: Story = {
  decorators: [
    (Story) => (
      <MaskedValuesProvider masked>
        <Story />
      </MaskedValuesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Telefones para contato' })).not.toHaveTextContent('91234');
    await expect(canvas.getAllByRole('button', { name: 'Remover o telefone valor oculto' })).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New phone' }), 'abc{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'New phone' })).toHaveAccessibleDescription(
      'Use only digits, spaces and the signs + - ( ).',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  },
};
