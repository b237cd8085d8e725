import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DevProjectDialog, type DevProjectDialogProps } from './DevProjectDialog';
import { sampleEnvironmentOptions } from './devProjectFixtures';

/** The dialog with its values held here, as the features' form holds them. */
function Stateful(props: Partial<DevProjectDialogProps> & { onSubmitted: (values: object) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [cloudIds, setCloudIds] = useState<string[]>([]);
  const { onSubmitted, ...rest } = props;
  return (
    <DevProjectDialog
      open
      mode="create"
      name={{ name: 'name', value: name, onChange: setName }}
      description={{ name: 'description', value: description, onChange: setDescription }}
      environments={sampleEnvironmentOptions}
      selectedEnvironments={cloudIds}
      onEnvironmentsChange={setCloudIds}
      onSubmit={() => onSubmitted({ name, description, cloud_ids: cloudIds })}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/DevProjectDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project named, described and limited to one environment. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo projeto' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Integração ERP');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'ERP do cliente');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Acme Produção (ACM1)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({
        name: 'Integração ERP',
        description: 'ERP do cliente',
        cloud_ids: ['ACM1'],
      }),
    );
  },
};

/** The API's refusal: a name the developer has already, on its field. */
export const NameTaken: Story = {
  render: (args) => (
    <DevProjectDialog
      open
      mode="edit"
      name={{ name: 'name', value: 'ERP', onChange: fn(), error: 'Você já tem um projeto chamado ERP.' }}
      description={{ name: 'description', value: '', onChange: fn() }}
      environments={sampleEnvironmentOptions}
      selectedEnvironments={[]}
      onEnvironmentsChange={fn()}
      onSubmit={() => args.onSubmitted({})}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar projeto' });
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(dialog).getByText('Você já tem um projeto chamado ERP.')).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
