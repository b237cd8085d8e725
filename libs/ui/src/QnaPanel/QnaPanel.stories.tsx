import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartVisual } from '../ChartVisual';
import type { VisualData } from '../model/visualData';
import { QnaPanel, type QnaPanelProps } from './QnaPanel';

const byRegion: VisualData = {
  columns: [
    { key: 'Consumo.Região', label: 'Região', role: 'category', format: 'text' },
    { key: 'Consumo.Custo Total', label: 'Custo Total', role: 'value', format: 'currency' },
  ],
  rows: [
    ['São Paulo', 182_400.5],
    ['Rio de Janeiro', 96_120],
    ['Virgínia do Norte', 41_980.25],
  ],
  totalRows: 3,
  truncated: false,
};

const suggestions = ['Custo Total por Região', 'Custo Total por Mês', 'Chamados por Prioridade'];

/** The panel with its question box kept in state, as the frame keeps it. */
function Stateful(props: QnaPanelProps) {
  const [question, setQuestion] = useState(props.question);
  return (
    <QnaPanel
      {...props}
      question={question}
      onQuestionChange={(next) => {
        setQuestion(next);
        props.onQuestionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Analytics/QnaPanel',
  component: QnaPanel,
  tags: ['autodocs'],
  args: { question: '', onQuestionChange: fn(), onAsk: fn(), suggestions },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ width: 720, height: 440, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QnaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: the box and questions to start from. Enter asks what was typed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Faça uma pergunta sobre seus dados' });
    await expect(canvas.getByRole('button', { name: 'Perguntar' })).toBeDisabled();
    await userEvent.type(box, '  custo por região{Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('custo por região');
    await expect(canvas.getByRole('heading', { name: 'Sugestões de perguntas' })).toBeVisible();
  },
};

/** A suggestion fills the box and asks it at once; the chips are reached with Tab. */
export const AskASuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    // The ask button is disabled while the box is empty: the next stop is the first suggestion.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Custo Total por Região' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('Custo Total por Região');
    await expect(canvas.getByRole('textbox')).toHaveValue('Custo Total por Região');
  },
};

/** The answer: what it shows in words, then the visual. */
export const Answered: Story = {
  args: {
    question: 'custo total por região',
    restatement: 'Custo Total por Região',
    children: <ChartVisual kind="clusteredBar" data={byRegion} onRendered={fn()} animation={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando: Custo Total por Região');
    await expect(canvas.queryByRole('heading', { name: 'Sugestões de perguntas' })).toBeNull();
  },
};

/** A question with words the data does not know: which ones, and the fields it does know. */
export const NotUnderstood: Story = {
  args: {
    question: 'custo por planeta',
    notUnderstood: { unknownWords: ['planeta'], knownFields: ['Custo Total', 'Região', 'Serviço', 'Mês'] },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Não entendi a pergunta');
    await expect(status).toHaveTextContent('Não reconheço a palavra “planeta”.');
    await expect(status).toHaveTextContent('Campos que conheço: Custo Total, Região, Serviço, Mês.');
  },
};

/** Several unknown words, in English. */
export const NotUnderstoodEnglish: Story = {
  args: {
    question: 'weather forecast',
    notUnderstood: { unknownWords: ['weather', 'forecast'], knownFields: ['Total Cost', 'Region'] },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent("I don't recognise the words “weather”, “forecast”.");
  },
};

/** Result-only mode (QnaMode.ResultOnly): the answer without the box. */
export const ResultOnly: Story = {
  args: {
    question: 'custo total por região',
    showQuestionBox: false,
    restatement: 'Custo Total por Região',
    children: <ChartVisual kind="clusteredBar" data={byRegion} onRendered={fn()} animation={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Custo Total por Região');
  },
};
