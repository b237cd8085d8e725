import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamFeatureChecklist } from './IamFeatureChecklist';
import { sampleIamFeatureChoices } from './iamStaffFixtures';

const meta = {
  title: 'Components/IamFeatureChecklist',
  component: IamFeatureChecklist,
  tags: ['autodocs'],
  args: { choices: sampleIamFeatureChoices, selected: ['feature:tss'], onChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly string[]>(args.selected);
    return (
      <IamFeatureChecklist
        {...args}
        selected={selected}
        onChange={(next) => {
          args.onChange(next);
          setSelected(next);
        }}
      />
    );
  },
} satisfies Meta<typeof IamFeatureChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Grouped by the menu section each opens, flags apart; what the editor may not add is disabled with why; the
 * search narrows the list.
 */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Funcionalidades e sinalizadores do perfil' });
    await expect(within(group).getByRole('region', { name: 'IaaS' })).toBeVisible();
    await expect(within(group).getByRole('region', { name: 'Sinalizadores' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /menu_iaas/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['feature:tss', 'feature:menu_iaas']);
    await expect(canvas.getByRole('checkbox', { name: /list_roles/ })).toBeDisabled();
    await expect(canvas.getByText('Só para perfis da equipe do provedor.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /dr_activation/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar funcionalidade' }), 'calc');
    await expect(canvas.queryByRole('checkbox', { name: /tss/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /menu_iaas/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar funcionalidade' }), 'zzz');
    await expect(canvas.getByText('Nenhuma funcionalidade corresponde à busca.')).toBeVisible();
  },
};

/** A name the role holds already can be taken away even when the editor could not add it. */
export const HeldAlready: Story = {
  args: { selected: ['feature:dr_activation'] },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /dr_activation/ });
    await expect(box).toBeEnabled();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** The API's refusal of the set is said under the search and describes the group. */
export const WithError: Story = {
  args: { error: 'list_roles é só para a equipe do provedor.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'Funcionalidades e sinalizadores do perfil',
    });
    await expect(group).toHaveAccessibleDescription('list_roles é só para a equipe do provedor.');
  },
};

export const Empty: Story = {
  args: { choices: [], selected: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma funcionalidade corresponde à busca.'),
    ).toBeVisible();
  },
};
