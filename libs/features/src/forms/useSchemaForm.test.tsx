import type { Endpoint } from '@nuvem/api-contract';
import { Form, FormActions, FormAlert, FormNumberField, FormTextField } from '@nuvem/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type, type Static } from 'typebox';
import { useSession } from '../session/useSession';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json, type FakeHandler } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useSchemaForm } from './useSchemaForm';

const MachineSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 12 }),
  disks: Type.Integer({ minimum: 1, maximum: 8 }),
});
type Machine = Static<typeof MachineSchema>;
const create: Endpoint = { method: 'POST', path: '/api/v1/machines' };
const route = 'POST /api/v1/machines';

function MachineForm({ onSubmitted = () => {} }: { onSubmitted?: () => void }) {
  const { client } = useSession();
  let serial = 0;
  const { submit, busy, alert, field } = useSchemaForm<Machine>({
    schema: MachineSchema,
    defaultValues: { name: '', disks: 1 },
    submit: (body, { idempotencyKey }) => client.call(create, { body, idempotencyKey }),
    onSubmitted,
    newKey: () => `key-${++serial}-${Math.random()}`,
  });
  return (
    <Form onSubmit={() => void submit()} busy={busy}>
      <FormTextField label="Nome" {...field('name')} />
      <FormNumberField label="Discos" {...field('disks')} />
      <FormAlert message={alert} />
      <FormActions busy={busy} />
    </Form>
  );
}

function setup(handler: FakeHandler) {
  const api = setupFeatures({ [route]: handler });
  const onSubmitted = vi.fn();
  api.render(<MachineForm onSubmitted={onSubmitted} />);
  return { ...api, onSubmitted, user: userEvent.setup(), sent: () => requestsTo(api.requests, route) };
}

const nameField = () => screen.getByRole('textbox', { name: 'Nome' });
const disksField = () => screen.getByRole('textbox', { name: 'Discos' });
const save = () => screen.getByRole('button', { name: 'Salvar' });

test('a bad field says why before any request, and the first refused one takes focus', async () => {
  const { user, sent } = setup(() => json(201, { id: 'm-1' }));
  await user.clear(disksField());
  await user.type(disksField(), '9');
  await user.click(save());
  expect(nameField()).toHaveAccessibleDescription('Preencha este campo.');
  expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  expect(disksField()).toHaveAccessibleDescription('Informe um número até 8.');
  expect(nameField()).toHaveFocus();
  expect(sent()).toHaveLength(0);
  // Once submitted, a change is checked again at once.
  await user.type(nameField(), 'a-name-too-long');
  expect(nameField()).toHaveAccessibleDescription('Informe no máximo 12 caracteres.');
  await user.clear(nameField());
  await user.type(nameField(), 'vm-01');
  expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toHaveLength(0);
});

test('valid values are sent with an Idempotency-Key, and onSubmitted hears the answer', async () => {
  const { user, sent, onSubmitted } = setup(() => json(201, { id: 'm-1' }));
  await user.type(nameField(), 'vm-01{Enter}');
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ id: 'm-1' }, { name: 'vm-01', disks: 1 }));
  expect(sent()).toHaveLength(1);
  expect(sent()[0]!.body).toEqual({ name: 'vm-01', disks: 1 });
  expect(sent()[0]!.headers['idempotency-key']).toMatch(/^key-1-/);
});

test("a 400's error_fields land on their fields, and focus on the first; no alert", async () => {
  const { user, sent } = setup(() =>
    json(400, {
      error_code: 'validation_failed',
      error_vars: ['disks'],
      error_title: 'Erro',
      error_type: 'error',
      error_message: 'Invalid request',
      error_fields: [{ in: 'body', path: '/disks', keyword: 'maximum', limit: 4 }],
    }),
  );
  await user.type(nameField(), 'vm-01');
  await user.clear(disksField());
  await user.type(disksField(), '6{Enter}');
  await waitFor(() => expect(disksField()).toHaveAccessibleDescription('Informe um número até 4.'));
  expect(disksField()).toHaveAttribute('aria-invalid', 'true');
  expect(disksField()).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sent()).toHaveLength(1);
});

test('any other refusal is the alert, translated; a retry of the same values reuses the key, new values get a new one', async () => {
  let answer = () => apiError(409, 'impersonation_read_only');
  const { user, sent, onSubmitted } = setup(() => answer());
  await user.type(nameField(), 'vm-01');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Você está vendo o portal como outro usuário: somente leitura.',
  );
  await user.click(save());
  await waitFor(() => expect(sent()).toHaveLength(2));
  const [first, retry] = sent().map((request) => request.headers['idempotency-key']);
  expect(retry).toBe(first);
  // A 400 without fields this form has is the alert too.
  answer = () => apiError(400, 'validation_failed');
  await user.type(nameField(), '2');
  await user.click(save());
  await waitFor(() => expect(sent()).toHaveLength(3));
  expect(sent()[2]!.headers['idempotency-key']).not.toBe(first);
  expect(await screen.findByRole('alert')).toHaveTextContent('Os dados enviados são inválidos.');
  answer = () => json(201, { id: 'm-2' });
  await user.click(save());
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a double submit while the first is on its way sends once', async () => {
  let release: (response: Response) => void = () => {};
  const { user, sent } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
  await user.type(nameField(), 'vm-01{Enter}');
  await waitFor(() => expect(sent()).toHaveLength(1));
  expect(screen.getByRole('button', { name: /Salvando/ })).toBeDisabled();
  await user.type(nameField(), '{Enter}');
  release(json(201, { id: 'm-1' }));
  await waitFor(() => expect(save()).toBeEnabled());
  expect(sent()).toHaveLength(1);
});

const TaggedSchema = Type.Object({ tag: Type.Optional(Type.String({ minLength: 2 })) });
function TaggedForm() {
  const { client } = useSession();
  const { submit, busy, text } = useSchemaForm<Static<typeof TaggedSchema>>({
    schema: TaggedSchema,
    defaultValues: {},
    submit: (body, { idempotencyKey }) => client.call(create, { body, idempotencyKey }),
  });
  return (
    <Form onSubmit={() => void submit()} busy={busy}>
      <FormTextField label="Etiqueta" {...text('tag', { emptyAs: undefined })} />
      <FormActions busy={busy} />
    </Form>
  );
}

test("text(): an optional field shows '' while it has no value, and emptied it is left out of the body", async () => {
  const api = setupFeatures({ [route]: () => json(201, { id: 'm-1' }) });
  api.render(<TaggedForm />);
  const user = userEvent.setup();
  const tag = screen.getByRole('textbox', { name: 'Etiqueta' });
  expect(tag).toHaveValue('');
  await user.type(tag, 'x');
  await user.clear(tag);
  await user.click(save());
  await waitFor(() => expect(requestsTo(api.requests, route)).toHaveLength(1));
  expect(requestsTo(api.requests, route)[0]!.body).toEqual({});
});
