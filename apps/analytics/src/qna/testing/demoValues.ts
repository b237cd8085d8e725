/** Values of the demo datasets' text columns that the table of questions names (the frame asks the API for them). */
export const DEMO_VALUES: ReadonlyMap<string, readonly string[]> = new Map([
  ['Região', ['São Paulo', 'Rio de Janeiro', 'Virgínia do Norte']],
  ['Prioridade', ['Crítica', 'Alta', 'Média', 'Baixa']],
  ['Severidade', ['Crítica', 'Alta', 'Média', 'Baixa']],
  ['Categoria', ['Acesso', 'Desempenho', 'Banco de Dados', 'Rede', 'Backup', 'Licenciamento', 'Dúvida']],
  ['Serviço', ['Banco de dados', 'Armazenamento', 'Máquinas virtuais']],
]);
