import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AiAgentSettingsDialog, type AiAgentSettingsDialogProps } from './AiAgentSettingsDialog';

/** The dialog with its values held here, as the features' form holds them. */
function Stateful(props: Partial<AiAgentSettingsDialogProps> & { onSubmitted: (values: object) => void }) {
  const [displayName, setDisplayName] = useState('Lia, do suporte Acme');
  const [language, setLanguage] = useState('pt-BR');
  const [channel, setChannel] = useState('portal');
  const [humanHandoff, setHumanHandoff] = useState(true);
  const { onSubmitted, ...rest } = props;
  return (
    <AiAgentSettingsDialog
      name="Lia, do suporte Acme"
      channels={['portal', 'email', 'whatsapp']}
      displayName={{ name: 'display_name', value: displayName, onChange: setDisplayName }}
      language={{ name: 'language', value: language, onChange: setLanguage }}
      channel={{ name: 'channel', value: channel, onChange: setChannel }}
      humanHandoff={{ value: humanHandoff, onChange: setHumanHandoff }}
      onSubmit={() => onSubmitted({ displayName, language, channel, humanHandoff })}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/AiAgentSettingsDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name and the hand-off changed and saved. */
export const Edit: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Configurações de Lia, do suporte Acme' });
    const name = within(dialog).getByRole('textbox', { name: /Nome exibido aos usuários/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lia');
    await expect(within(dialog).getByRole('combobox', { name: 'Idioma das respostas' })).toHaveTextContent(
      'Português (Brasil)',
    );
    await userEvent.click(
      within(dialog).getByRole('switch', { name: /Transferir para um atendente humano/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      displayName: 'Lia',
      language: 'pt-BR',
      channel: 'portal',
      humanHandoff: false,
    });
  },
};

/** The channels offered are the agent's only. */
export const Channels: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Configurações de Lia, do suporte Acme' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Canal de atendimento' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Portal', 'E-mail', 'WhatsApp']);
  },
};

/** A refused channel, as the API's error_fields put it on its field. */
export const Refused: Story = {
  args: {
    channel: {
      name: 'channel',
      value: 'portal',
      onChange: fn(),
      error: 'Este agente não atende pelo canal portal.',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Este agente não atende pelo canal portal.')).toBeInTheDocument();
  },
};
