import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamRoleChecklist } from './IamRoleChecklist';
import { sampleIamRoles } from './iamUserFixtures';

const meta = {
  title: 'Components/IamRoleChecklist',
  component: IamRoleChecklist,
  tags: ['autodocs'],
  args: { label: 'Papéis neste ambiente', roles: sampleIamRoles, selected: ['r-insights'], onChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly string[]>(args.selected);
    return (
      <IamRoleChecklist
        {...args}
        selected={selected}
        onChange={(next) => {
          args.onChange(next);
          setSelected(next);
        }}
      />
    );
  },
} satisfies Meta<typeof IamRoleChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Roles are chosen by their checkbox; one the administrator may not give stays listed, disabled, with why. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Papéis neste ambiente' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Operador de IaaS/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-insights', 'r-iaas']);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Leitor de Insights/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-iaas']);
    const refused = canvas.getByRole('checkbox', { name: /Recuperação de desastre/ });
    await expect(refused).toBeDisabled();
    await expect(canvas.getByText('Você não tem todas as permissões deste papel.')).toBeVisible();
  },
};

/** A refusal of the whole choice (none chosen, or the API's answer) is said under the list. */
export const WithError: Story = {
  args: { selected: [], error: 'Escolha ao menos um papel.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Papéis neste ambiente' });
    await expect(group).toHaveAccessibleDescription('Escolha ao menos um papel.');
  },
};
