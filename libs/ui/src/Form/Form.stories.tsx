import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormAlert } from './FormAlert';
import { FormNumberField } from './FormNumberField';
import { FormSelect } from './FormSelect';
import { FormTextField } from './FormTextField';

interface ExampleProps {
  onSubmit: (values: { name: string; region: string; disks: number | undefined }) => void;
  onCancel?: () => void;
  busy?: boolean;
  /** Each field's error, as useSchemaForm gives them (already translated). */
  errors?: { name?: string; region?: string; disks?: string };
  alert?: string;
  placement?: 'start' | 'end';
}

const regions = [
  { value: 'sa-east', label: 'São Paulo' },
  { value: 'sa-south', label: 'Porto Alegre' },
];

/** The pieces together, as a screen puts them: a name, a region, a number, the refusal and the buttons. */
function ExampleForm({ onSubmit, onCancel, busy, errors = {}, alert, placement }: ExampleProps) {
  const [name, setName] = useState('');
  const [region, setRegion] = useState('sa-east');
  const [disks, setDisks] = useState<number | undefined>(1);
  return (
    <Form onSubmit={() => onSubmit({ name, region, disks })} busy={busy} aria-label="Nova máquina">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <FormTextField
          name="name"
          label="Nome da máquina"
          value={name}
          onChange={setName}
          error={errors.name}
          helperText="De 1 a 120 caracteres."
          required
        />
        <FormSelect
          name="region"
          label="Região"
          value={region}
          options={regions}
          onChange={setRegion}
          error={errors.region}
        />
        <FormNumberField
          name="disks"
          label="Discos"
          value={disks}
          onChange={setDisks}
          error={errors.disks}
          helperText="De 1 a 8."
          integer
        />
        <FormAlert message={alert} />
        <FormActions busy={busy} onCancel={onCancel} placement={placement} />
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ExampleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and sent with Enter in a field, as any form is. */
export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da máquina' }), 'vm-web-01');
    const disks = canvas.getByRole('textbox', { name: 'Discos' });
    await userEvent.clear(disks);
    await userEvent.type(disks, '3{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'vm-web-01', region: 'sa-east', disks: 3 });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Each refused field says why, in its description, and is marked invalid. */
export const FieldErrors: Story = {
  args: {
    errors: {
      name: 'Informe no máximo 120 caracteres.',
      disks: 'Informe um número até 8.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nome da máquina' });
    await expect(name).toHaveAccessibleDescription('Informe no máximo 120 caracteres.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Discos' })).toHaveAccessibleDescription(
      'Informe um número até 8.',
    );
    // A field without an error keeps its helper text… or none.
    await expect(canvas.getByRole('combobox', { name: 'Região' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A refusal that is no one field's: an alert above the buttons. */
export const Refused: Story = {
  args: { alert: 'Você não tem permissão para fazer isso.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível salvar');
    await expect(alert).toHaveTextContent('Você não tem permissão para fazer isso.');
  },
};

/** While a submit is on its way: the button waits and Enter sends nothing more. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Salvando/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Nova máquina' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da máquina' }), 'x{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A dialog's buttons: at the right, cancel first. */
export const DialogPlacement: Story = {
  args: { placement: 'end' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { alert: 'You do not have permission to do this.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { alert: 'No tiene permiso para hacer esto.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo guardar');
  },
};
