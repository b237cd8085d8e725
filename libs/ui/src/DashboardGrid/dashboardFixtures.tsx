import type { ReactNode } from 'react';
import { CardVisual } from '../CardVisual/CardVisual';
import { ChartVisual } from '../ChartVisual/ChartVisual';
import { costByMonthAndService, costByRegion, costByService } from '../internal/sampleVisualData';
import type { DashboardTileModel } from '../model/dashboardTile';
import type { VisualData } from '../model/visualData';

/** A consumption dashboard for the stories: two cards, a text tile and three charts. */
export const dashboardTiles: DashboardTileModel[] = [
  {
    id: 'chart-month',
    title: 'Custo por mês',
    subTitle: 'Por serviço, 1º semestre de 2026',
    layout: { col: 0, row: 2, colSpan: 8, rowSpan: 3 },
  },
  {
    id: 'kpi-cost',
    title: 'Custo total',
    subTitle: 'Todos os ambientes',
    layout: { col: 0, row: 0, colSpan: 3, rowSpan: 2 },
  },
  { id: 'kpi-vms', title: 'Máquinas virtuais', layout: { col: 3, row: 0, colSpan: 3, rowSpan: 2 } },
  {
    id: 'note',
    title: 'Sobre este painel',
    layout: { col: 6, row: 0, colSpan: 6, rowSpan: 2 },
    text: 'Valores em reais, sem impostos.\nAtualizado diariamente às 6h.',
  },
  { id: 'chart-service', title: 'Custo por serviço', layout: { col: 8, row: 2, colSpan: 4, rowSpan: 3 } },
  { id: 'chart-region', title: 'Custo por região', layout: { col: 0, row: 5, colSpan: 12, rowSpan: 2 } },
];

const vmCount: VisualData = {
  columns: [{ key: 'VMs.Quantidade', label: 'VMs em execução', role: 'value', format: 'integer' }],
  rows: [[1234]],
  totalRows: 1,
  truncated: false,
};

/** The pinned visuals' bodies, not interactive: a tile's click is the tile's. */
export function renderDashboardTile(tile: DashboardTileModel): ReactNode {
  switch (tile.id) {
    case 'kpi-cost':
      return <CardVisual data={costByRegion} />;
    case 'kpi-vms':
      return <CardVisual data={vmCount} />;
    case 'chart-month':
      return (
        <ChartVisual
          kind="clusteredColumn"
          data={costByMonthAndService}
          interactive={false}
          animation={false}
        />
      );
    case 'chart-service':
      return <ChartVisual kind="donut" data={costByService} interactive={false} animation={false} />;
    case 'chart-region':
      return <ChartVisual kind="clusteredBar" data={costByRegion} interactive={false} animation={false} />;
    default:
      return null;
  }
}
