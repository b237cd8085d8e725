import { defineMessages } from '../i18n/defineMessages';

// Chart names are Power BI's own in each language.
export default defineMessages({
  'pt-BR': {
    kind: {
      clusteredBar: 'Gráfico de barras clusterizado',
      clusteredColumn: 'Gráfico de colunas clusterizado',
      line: 'Gráfico de linhas',
      area: 'Gráfico de área',
      pie: 'Gráfico de pizza',
      donut: 'Gráfico de rosca',
    },
    summary: '{{kind}}: {{values}} por {{categories}}.',
    summaryBySeries: '{{kind}}: {{values}} por {{categories}} e {{series}}.',
    categoryCount_zero: 'Nenhuma categoria.',
    categoryCount_one: '{{count, number}} categoria.',
    categoryCount_other: '{{count, number}} categorias.',
    range: 'De {{min}} a {{max}}.',
    keyboardHint:
      'Use as setas para percorrer os pontos de dados, Enter ou Espaço para selecionar, Ctrl+Enter para adicionar à seleção e Esc para limpá-la. Os dados estão também na tabela a seguir.',
    point: '{{category}}, {{series}}: {{value}}. {{position, number}} de {{count, number}}.',
    selected: 'Selecionado.',
    truncated: 'Mostrando {{shown, number}} de {{total, number}} linhas.',
    tableLabel: 'Dados do gráfico',
    category: 'Categoria',
  },
  en: {
    kind: {
      clusteredBar: 'Clustered bar chart',
      clusteredColumn: 'Clustered column chart',
      line: 'Line chart',
      area: 'Area chart',
      pie: 'Pie chart',
      donut: 'Donut chart',
    },
    summary: '{{kind}}: {{values}} by {{categories}}.',
    summaryBySeries: '{{kind}}: {{values}} by {{categories}} and {{series}}.',
    categoryCount_zero: 'No categories.',
    categoryCount_one: '{{count, number}} category.',
    categoryCount_other: '{{count, number}} categories.',
    range: 'From {{min}} to {{max}}.',
    keyboardHint:
      'Use the arrow keys to move through the data points, Enter or Space to select, Ctrl+Enter to add to the selection and Esc to clear it. The data is also in the table that follows.',
    point: '{{category}}, {{series}}: {{value}}. {{position, number}} of {{count, number}}.',
    selected: 'Selected.',
    truncated: 'Showing {{shown, number}} of {{total, number}} rows.',
    tableLabel: 'Chart data',
    category: 'Category',
  },
  es: {
    kind: {
      clusteredBar: 'Gráfico de barras agrupadas',
      clusteredColumn: 'Gráfico de columnas agrupadas',
      line: 'Gráfico de líneas',
      area: 'Gráfico de áreas',
      pie: 'Gráfico circular',
      donut: 'Gráfico de anillos',
    },
    summary: '{{kind}}: {{values}} por {{categories}}.',
    summaryBySeries: '{{kind}}: {{values}} por {{categories}} y {{series}}.',
    categoryCount_zero: 'Ninguna categoría.',
    categoryCount_one: '{{count, number}} categoría.',
    categoryCount_other: '{{count, number}} categorías.',
    range: 'De {{min}} a {{max}}.',
    keyboardHint:
      'Use las flechas para recorrer los puntos de datos, Intro o Espacio para seleccionar, Ctrl+Intro para añadir a la selección y Esc para borrarla. Los datos también están en la tabla siguiente.',
    point: '{{category}}, {{series}}: {{value}}. {{position, number}} de {{count, number}}.',
    selected: 'Seleccionado.',
    truncated: 'Mostrando {{shown, number}} de {{total, number}} filas.',
    tableLabel: 'Datos del gráfico',
    category: 'Categoría',
  },
});
