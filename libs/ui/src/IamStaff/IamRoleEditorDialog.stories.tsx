import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useFieldBinding } from '../Form/formFieldBindingFixtures';
import { IamRoleEditorDialog, type IamRoleEditorDialogProps } from './IamRoleEditorDialog';
import { sampleIamFeatureChoices } from './iamStaffFixtures';

type StatefulProps = Partial<IamRoleEditorDialogProps> & {
  initialName?: string;
  nameError?: string;
  onSubmitted: (values: object) => void;
};

/** The editor with its values held here, as the features' form holds them. */
function Stateful({ initialName = '', nameError, onSubmitted, ...rest }: StatefulProps) {
  const key = useFieldBinding('key', rest.mode === 'edit' ? 'commercial_manager' : '');
  const name = useFieldBinding('name', initialName, nameError);
  const description = useFieldBinding('description');
  const scope = useFieldBinding('scope', 'customer');
  const [selected, setSelected] = useState<readonly string[]>(['feature:tss']);
  return (
    <IamRoleEditorDialog
      open
      mode="create"
      key_={key}
      name={name}
      description={description}
      scope={scope}
      choices={sampleIamFeatureChoices}
      selected={selected}
      onSelectedChange={setSelected}
      busy={false}
      onSubmit={() =>
        onSubmitted({ key: key.value, name: name.value, scope: scope.value, selected: [...selected] })
      }
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/IamRoleEditorDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new role: identifier, name, scope and its features chosen in the checklist. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Operador IaaS');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Identificador/ }), 'iaas_operator');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /menu_iaas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar perfil' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({
        key: 'iaas_operator',
        name: 'Operador IaaS',
        scope: 'customer',
        selected: ['feature:tss', 'feature:menu_iaas'],
      }),
    );
  },
};

/** A built-in role already granted: editable, its key and scope fixed, and it says what the change reaches. */
export const EditBuiltIn: Story = {
  args: {
    mode: 'edit',
    roleName: 'Gestor comercial',
    builtIn: true,
    holders: 4,
    initialName: 'Gestor comercial',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar o perfil Gestor comercial' });
    await expect(within(dialog).getByRole('textbox', { name: /Identificador/ })).toBeDisabled();
    await expect(
      within(dialog).getByText(
        'Perfil da plataforma: as mudanças valem para todos que o têm; ele não pode ser excluído.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('A mudança chega a 4 concessões na próxima verificação de acesso.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvar perfil' })).toBeEnabled();
  },
};

/** The API's refusals: one on its field, one no field owns in the alert, one on the feature set. */
export const Refused: Story = {
  args: {
    nameError: 'Informe no máximo 120 caracteres.',
    alert: 'Já existe um perfil com este identificador.',
    selectedError: 'list_roles é só para a equipe do provedor.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Já existe um perfil com este identificador.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(
      'Informe no máximo 120 caracteres.',
    );
    await expect(
      within(dialog).getByRole('group', { name: 'Funcionalidades e sinalizadores do perfil' }),
    ).toHaveAccessibleDescription('list_roles é só para a equipe do provedor.');
  },
};

/** Sending: the buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil' });
    await expect(within(dialog).getByRole('button', { name: /Salvando/ })).toBeDisabled();
  },
};
