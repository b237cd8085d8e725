import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormAlert } from './FormAlert';
import { FormNumberField } from './FormNumberField';
import { FormTextField } from './FormTextField';

function Example({
  onSubmit,
  busy,
  error,
  onNumber = () => {},
}: {
  onSubmit: () => void;
  busy?: boolean;
  error?: string;
  onNumber?: (value: number | undefined) => void;
}) {
  const [name, setName] = useState('');
  const [count, setCount] = useState<number | undefined>(2);
  return (
    <Form onSubmit={onSubmit} busy={busy}>
      <FormTextField
        name="name"
        label="Nome"
        value={name}
        onChange={setName}
        error={error}
        helperText="Ajuda"
      />
      <FormNumberField
        name="count"
        label="Quantidade"
        value={count}
        onChange={(value) => {
          setCount(value);
          onNumber(value);
        }}
      />
      <FormAlert message={busy ? undefined : 'Recusado.'} />
      <FormActions busy={busy} />
    </Form>
  );
}

test('Enter in a field submits; while busy nothing is submitted and the button waits', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const { rerender } = renderWithProviders(<Example onSubmit={onSubmit} />);
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'a{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(<Example onSubmit={onSubmit} busy />);
  expect(screen.getByRole('button', { name: /Salvando/ })).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('an error replaces the helper text as the description, and marks the field invalid', () => {
  const { rerender } = renderWithProviders(<Example onSubmit={() => {}} />);
  const field = screen.getByRole('textbox', { name: 'Nome' });
  expect(field).toHaveAccessibleDescription('Ajuda');
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  rerender(<Example onSubmit={() => {}} error="Informe no máximo 3 caracteres." />);
  expect(field).toHaveAccessibleDescription('Informe no máximo 3 caracteres.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível salvarRecusado.');
});

test.each([
  ['7', 7],
  ['-1,5', -1.5],
  ['2.25', 2.25],
  ['', undefined],
  ['12a', NaN],
])('the number field reads %j as %s and keeps the text', async (typed, expected) => {
  const onNumber = vi.fn();
  renderWithProviders(<Example onSubmit={() => {}} onNumber={onNumber} />);
  const field = screen.getByRole('textbox', { name: 'Quantidade' });
  expect(field).toHaveValue('2');
  // One change event with the whole text (typing key by key flaked under CI's load, see git log).
  fireEvent.change(field, { target: { value: typed } });
  await waitFor(() => expect(onNumber).toHaveBeenLastCalledWith(expected));
  expect(field).toHaveValue(typed);
});
