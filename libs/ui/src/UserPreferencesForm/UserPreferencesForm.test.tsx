import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { renderWithProviders } from '../testing/renderWithProviders';
import {
  UserPreferencesForm,
  type UserPreferencesFormProps,
  type UserPreferencesValues,
} from './UserPreferencesForm';

const saved: UserPreferencesValues = {
  phones: ['+55 11 91234-5678'],
  notes: [{ id: 'n1', text: 'Revisar backups', checked: false }],
};

function setup(props: Partial<UserPreferencesFormProps> = {}, masked = false) {
  const onSave = vi.fn();
  let serial = 0;
  const ui = (extra: Partial<UserPreferencesFormProps> = {}) => (
    <MaskedValuesProvider masked={masked}>
      <UserPreferencesForm
        values={saved}
        state={{ status: 'ready' }}
        onSave={onSave}
        newNoteId={() => `new-${++serial}`}
        {...props}
        {...extra}
      />
    </MaskedValuesProvider>
  );
  const utils = renderWithProviders(ui());
  return {
    ...utils,
    onSave,
    user: userEvent.setup(),
    rerenderWith: (extra: Partial<UserPreferencesFormProps>) => utils.rerender(ui(extra)),
  };
}

const phoneField = () => screen.getByRole('textbox', { name: 'Novo telefone' });
const noteField = () => screen.getByRole('textbox', { name: 'Nova nota' });
const phonesList = () => screen.getByRole('list', { name: 'Telefones para contato' });

test('adds a phone, removes one, checks a note, adds a note, and saves it all', async () => {
  const { user, onSave } = setup();
  await user.type(phoneField(), '  (21) 3333-4444 {Enter}');
  expect(
    within(phonesList())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['+55 11 91234-5678', '(21) 3333-4444']);
  expect(phoneField()).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Remover o telefone +55 11 91234-5678' }));
  await user.click(screen.getByRole('checkbox', { name: 'Revisar backups' }));
  await user.type(noteField(), 'Ligar para o DBA');
  await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
  expect(screen.getByRole('status')).toHaveTextContent('Há alterações não salvas.');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(onSave).toHaveBeenCalledWith({
    phones: ['(21) 3333-4444'],
    notes: [
      { id: 'n1', text: 'Revisar backups', checked: true },
      { id: 'new-1', text: 'Ligar para o DBA', checked: false },
    ],
  });
});

test.each([
  ['', 'Informe um número de telefone.'],
  ['12ab5678', 'Use só dígitos, espaços e os sinais + - ( ).'],
  ['1234-567', 'O telefone precisa ter ao menos 8 dígitos.'],
  ['+55 11 91234-5678 0000', 'O telefone pode ter no máximo 20 caracteres.'],
  ['5511912345678', 'Este telefone já está na lista.'],
])('a bad phone %j is refused with %j, and stays in its field', async (typed, message) => {
  const { user } = setup();
  if (typed) await user.type(phoneField(), typed);
  await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
  expect(phoneField()).toHaveAccessibleDescription(message);
  expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
  expect(phoneField()).toHaveValue(typed);
  expect(phoneField()).toHaveFocus();
  expect(within(phonesList()).getAllByRole('listitem')).toHaveLength(1);
  // Typing again clears the message.
  await user.type(phoneField(), '9');
  expect(phoneField()).toHaveAccessibleDescription('Ex.: +55 11 91234-5678');
});

test('the eleventh phone is refused', async () => {
  const { user } = setup({
    values: { phones: Array.from({ length: 10 }, (_, i) => `+55 11 90000-000${i}`), notes: [] },
  });
  await user.type(phoneField(), '+55 11 95555-0000');
  await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
  expect(phoneField()).toHaveAccessibleDescription('Você pode cadastrar no máximo 10 telefones.');
});

test('an empty note is refused; a too long one too', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
  expect(noteField()).toHaveAccessibleDescription('Escreva o texto da nota.');
  fireEvent.change(noteField(), { target: { value: 'x'.repeat(2001) } });
  await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
  expect(noteField()).toHaveAccessibleDescription('A nota pode ter no máximo 2.000 caracteres.');
  expect(noteField()).toHaveValue('x'.repeat(2001));
});

test('a valid phone still in its field is saved with the rest; an invalid one stops the save', async () => {
  const { user, onSave } = setup();
  await user.type(phoneField(), '12');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(phoneField()).toHaveAccessibleDescription('O telefone precisa ter ao menos 8 dígitos.');
  await user.type(phoneField(), ' 3456-7890');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(onSave).toHaveBeenCalledWith({ phones: ['+55 11 91234-5678', '12 3456-7890'], notes: saved.notes });
});

test('while saving, Salvar waits; a failed save keeps the edits and shows the server error', async () => {
  const { user, onSave, rerenderWith } = setup();
  await user.type(phoneField(), '(21) 3333-4444{Enter}');
  rerenderWith({ saving: true });
  const saving = screen.getByRole('button', { name: /Salvando/ });
  expect(saving).toBeDisabled();
  rerenderWith({
    saving: false,
    saveError: 'Os dados enviados são inválidos. Verifique-os e tente novamente.',
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Não foi possível salvar as preferênciasOs dados enviados são inválidos. Verifique-os e tente novamente.',
  );
  expect(within(phonesList()).getAllByRole('listitem')).toHaveLength(2);
  expect(onSave).not.toHaveBeenCalled();
});

test('saved values replace the copy, but not edits the user made meanwhile', async () => {
  const { user, rerenderWith } = setup();
  rerenderWith({ values: { phones: ['+55 21 99876-5432'], notes: [] } });
  expect(
    within(phonesList())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['+55 21 99876-5432']);
  await user.type(phoneField(), '(21) 3333-4444{Enter}');
  rerenderWith({ values: { phones: ['+55 31 98765-4321'], notes: [] } });
  expect(
    within(phonesList())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['+55 21 99876-5432', '(21) 3333-4444']);
});

test('without a saved phone the form says the registration is incomplete', () => {
  setup({ values: { phones: [], notes: [] } });
  expect(
    screen.getByText('Cadastre ao menos um número de celular para completar o seu cadastro.'),
  ).toBeVisible();
  expect(screen.getByText('Nenhum telefone cadastrado.')).toBeVisible();
  expect(screen.getByText('Nenhuma nota pessoal.')).toBeVisible();
});

test('the eye hides the phones, in the list and in the remove buttons', () => {
  setup({}, true);
  expect(phonesList()).not.toHaveTextContent('91234');
  expect(screen.getByRole('button', { name: 'Remover o telefone valor oculto' })).toBeInTheDocument();
});

test('loading and load failure', () => {
  const onRetry = vi.fn();
  const { rerenderWith } = setup({ state: { status: 'loading' } });
  expect(screen.getByRole('status')).toHaveTextContent('Carregando preferências...');
  expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  rerenderWith({ state: { status: 'error', message: 'Sua sessão expirou. Entre novamente.' }, onRetry });
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
