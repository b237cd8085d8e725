import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EyeToggle } from '../EyeToggle/EyeToggle';
import { MaskedInText, MaskedValue, MaskedValuesProvider } from './MaskedValue';

interface DemoProps {
  /** Whether the eye hides the values. */
  masked: boolean;
}

/** A few lines as the shell shows them: a cloud id, a federal id, an amount, an IP inside a sentence. */
function Lines() {
  return (
    <Stack spacing={0.5}>
      <Typography>
        T10007 - <MaskedValue>ACM1</MaskedValue> - Acme Produção
      </Typography>
      <Typography>
        CNPJ <MaskedValue>11.345.678/0001-01</MaskedValue>
      </Typography>
      <Typography>
        Orçamento: <MaskedValue>R$ 12.480,00</MaskedValue>
      </Typography>
      <Typography>
        <MaskedInText value="200.147.33.10" text={(ip) => `Servidor publicado em ${ip}.`} />
      </Typography>
    </Stack>
  );
}

function Demo({ masked }: DemoProps) {
  return (
    <MaskedValuesProvider masked={masked}>
      <Lines />
    </MaskedValuesProvider>
  );
}

const meta = {
  title: 'Shell/MaskedValue',
  component: Demo,
  tags: ['autodocs'],
  args: { masked: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALUES = ['ACM1', '11.345.678/0001-01', 'R$ 12.480,00', '200.147.33.10'];

/** The eye open: every value as it is. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    for (const value of VALUES) await expect(canvasElement.textContent).toContain(value);
  },
};

/** The eye closed: bullets in their place, 'valor oculto' for screen readers, and the values nowhere in the page. */
export const Hidden: Story = {
  args: { masked: true },
  play: async ({ canvasElement }) => {
    for (const value of VALUES) await expect(canvasElement.innerHTML).not.toContain(value);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('valor oculto')).toHaveLength(4);
    await expect(canvas.getByText(/Servidor publicado em/)).toBeVisible();
  },
};

/** Wired to the top bar's eye: a press hides every value, another shows them again. */
export const WithEyeToggle: Story = {
  render: function Render() {
    const [visible, setVisible] = useState(true);
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <EyeToggle visible={visible} onChange={setVisible} />
        <Demo masked={!visible} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const eye = canvas.getByRole('button', { name: 'Ocultar valores' });
    await userEvent.click(eye);
    await waitFor(() => expect(canvasElement.innerHTML).not.toContain('ACM1'));
    await userEvent.click(eye);
    await waitFor(() => expect(canvasElement.textContent).toContain('ACM1'));
  },
};

/** In English. */
export const HiddenEnglish: Story = {
  args: { masked: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('hidden value')).toHaveLength(4);
  },
};
