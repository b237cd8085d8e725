import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DisasterRecoveryToggles } from './DisasterRecoveryToggles';

const meta = {
  title: 'Shell/TopBar/DisasterRecoveryToggles',
  component: DisasterRecoveryToggles,
  tags: ['autodocs'],
  args: {
    testActive: false,
    allTopologies: false,
    onToggleTest: fn(),
    onToggleAllTopologies: fn(),
  },
} satisfies Meta<typeof DisasterRecoveryToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both off. Each press asks for the opposite state. */
export const BothOff: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Recuperação de desastre' });
    const test = within(group).getByRole('button', { name: 'Teste' });
    const dr = within(group).getByRole('button', { name: 'DR' });
    await expect(test).toHaveAttribute('aria-pressed', 'false');
    await expect(dr).toHaveAttribute('aria-pressed', 'false');
    await expect(dr).toHaveAccessibleDescription(
      'Mostra todas as topologias, inclusive as de recuperação de desastre',
    );
    await userEvent.click(test);
    await expect(args.onToggleTest).toHaveBeenCalledWith(true);
    await userEvent.click(dr);
    await expect(args.onToggleAllTopologies).toHaveBeenCalledWith(true);
  },
};

/** Both on. Keyboard presses ask to turn them off. */
export const BothOn: Story = {
  args: { testActive: true, allTopologies: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const test = canvas.getByRole('button', { name: 'Teste' });
    await expect(test).toHaveFocus();
    await expect(test).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Ativa ou desativa o modo de teste de recuperação de desastre',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleTest).toHaveBeenCalledWith(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'DR' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleAllTopologies).toHaveBeenCalledWith(false);
  },
};

/** A change in flight: spinner, aria-busy, and presses are ignored until it settles. */
export const Loading: Story = {
  args: { testLoading: true, allTopologies: true, allTopologiesLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Teste', 'DR']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onToggleTest).not.toHaveBeenCalled();
    await expect(args.onToggleAllTopologies).not.toHaveBeenCalled();
  },
};

/**
 * Wired like the portal: a press shows the loading state, then the new state once the request answers.
 * (The request is simulated by a short, cleaned-up timeout.)
 */
export const FlipWithLoading: Story = {
  render: function Render(args) {
    const [test, setTest] = useState({ on: false, loading: false });
    const [all, setAll] = useState({ on: false, loading: false });
    const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
    useEffect(() => () => timers.current.forEach(clearTimeout), []);
    const settle = (set: typeof setTest, next: boolean) => {
      set({ on: !next, loading: true });
      timers.current.push(setTimeout(() => set({ on: next, loading: false }), 300));
    };
    return (
      <DisasterRecoveryToggles
        testActive={test.on}
        testLoading={test.loading}
        onToggleTest={(next) => {
          args.onToggleTest(next);
          settle(setTest, next);
        }}
        allTopologies={all.on}
        allTopologiesLoading={all.loading}
        onToggleAllTopologies={(next) => {
          args.onToggleAllTopologies(next);
          settle(setAll, next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const test = canvas.getByRole('button', { name: 'Teste' });
    await userEvent.click(test);
    await expect(args.onToggleTest).toHaveBeenCalledWith(true);
    await waitFor(() => expect(test).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(test).toHaveAttribute('aria-pressed', 'true'));
    await expect(test).toHaveAttribute('aria-busy', 'false');
    const dr = canvas.getByRole('button', { name: 'DR' });
    await userEvent.click(dr);
    await waitFor(() => expect(dr).toHaveAttribute('aria-pressed', 'true'));
    await expect(args.onToggleAllTopologies).toHaveBeenCalledWith(true);
  },
};

/** A user who may turn only the all-topologies view (admin_topology_dr): the test switch is not shown. */
export const OnlyAllTopologies: Story = {
  args: { showTest: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Teste' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'DR' })).toBeVisible();
  },
};
