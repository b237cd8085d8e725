import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFieldBinding } from '../Form/formFieldBindingFixtures';
import { ProfileDetailsForm, type ProfileDetailsFormProps } from './ProfileDetailsForm';

type StoryProps = Pick<ProfileDetailsFormProps, 'state' | 'busy' | 'alert' | 'saved' | 'onRetry'> & {
  onSubmit: (values: { full_name: string; phone: string; language: string }) => void;
  phoneError?: string;
};

function DetailsStory({ onSubmit, phoneError, ...props }: StoryProps) {
  const fullName = useFieldBinding('full_name', 'Ana Souza');
  const phone = useFieldBinding('phone', '+55 11 91234-5678', phoneError);
  const language = useFieldBinding('language', 'pt-BR');
  return (
    <ProfileDetailsForm
      {...props}
      email="ana@acme.example"
      fullName={fullName}
      phone={phone}
      language={language}
      onSubmit={() => onSubmit({ full_name: fullName.value, phone: phone.value, language: language.value })}
    />
  );
}

const meta = {
  title: 'Pages/ProfileDetailsForm',
  component: DetailsStory,
  tags: ['autodocs'],
  args: { state: { status: 'ready' }, onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof DetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name changed and saved, with the phone and language; the e-mail is shown, not edited. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Dados pessoais' });
    await expect(within(form).getByLabelText('E-mail')).toHaveAttribute('readonly');
    const name = within(form).getByRole('textbox', { name: /Nome completo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza Lima');
    await expect(within(form).getByRole('combobox', { name: /Idioma/ })).toHaveTextContent(
      'Português (Brasil)',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: 'Ana Souza Lima',
      phone: '+55 11 91234-5678',
      language: 'pt-BR',
    });
  },
};

/** Saved: said as a status. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Dados salvos.');
  },
};

/** A refused phone on its field. */
export const RefusedPhone: Story = {
  args: { phoneError: 'O formato não é válido.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Telefone/ }),
    ).toHaveAccessibleDescription('O formato não é válido.');
  },
};

/** Until the profile is read: placeholders. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Carregando o perfil…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Could not be read: why, and a retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
