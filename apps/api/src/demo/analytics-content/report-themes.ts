// One theme per demo report (Power BI theme JSON names): the frame draws every chart in these colours.
import type { ReportTheme } from '@nuvem/api-contract';

const theme = (name: string, dataColors: string[], tableAccent: string): ReportTheme => ({
  name,
  dataColors,
  background: '#FFFFFF',
  foreground: '#1F2933',
  tableAccent,
});

export const themes = {
  azul: theme(
    'Nuvem Azul',
    ['#1565C0', '#42A5F5', '#26A69A', '#FFA726', '#AB47BC', '#EF5350', '#8D6E63', '#78909C'],
    '#1565C0',
  ),
  verde: theme(
    'Nuvem Verde',
    ['#2E7D32', '#66BB6A', '#00897B', '#C0CA33', '#5C6BC0', '#F9A825', '#6D4C41', '#90A4AE'],
    '#2E7D32',
  ),
  laranja: theme(
    'Nuvem Laranja',
    ['#EF6C00', '#FFB74D', '#5D4037', '#0097A7', '#7CB342', '#8E24AA', '#546E7A', '#FDD835'],
    '#EF6C00',
  ),
  vermelho: theme(
    'Nuvem Vermelho',
    ['#C62828', '#EF9A9A', '#FF7043', '#6A1B9A', '#283593', '#00838F', '#9E9D24', '#4E342E'],
    '#C62828',
  ),
  petroleo: theme(
    'Nuvem Petróleo',
    ['#00695C', '#4DB6AC', '#0277BD', '#F57F17', '#AD1457', '#558B2F', '#4527A0', '#757575'],
    '#00695C',
  ),
  grafite: theme(
    'Nuvem Grafite',
    ['#37474F', '#78909C', '#0288D1', '#FB8C00', '#43A047', '#E53935', '#8E24AA', '#FDD835'],
    '#37474F',
  ),
};
