import { statusPageOf } from '../../testing/demoContent';
import { loadedReportWithActions, sessionOf } from '../../testing/fakeHost';
import { followDataHyperlink } from './selectionActions';

const south = statusPageOf('Sul');
const point = {
  identity: [
    { key: 'Consumo.Região', value: 'Sul' },
    { key: 'Consumo.Status', value: south },
  ],
  values: [{ key: 'Consumo.[Custo Total]', value: 150, formatted: 'R$ 150,00' }],
};

// models.HyperlinkClickBehavior: 0 Navigate (the default), 1 NavigateAndRaiseEvent, 2 RaiseEvent.
test.each([
  ['the default: opens it', undefined, true, false],
  ['Navigate: opens it', 0, true, false],
  ['NavigateAndRaiseEvent: opens it and raises dataHyperlinkClicked', 1, true, true],
  ['RaiseEvent: only raises dataHyperlinkClicked', 2, false, true],
])('a followed link, %s', async (_, behavior, opens, raises) => {
  const open = vi.fn();
  const host = await loadedReportWithActions({
    pageName: 'Actions',
    settings: behavior === undefined ? {} : { hyperlinkClickBehavior: behavior },
  });
  followDataHyperlink(await sessionOf(host), 'Actions', 'statusPages', south, point, open);
  expect(open.mock.calls).toEqual(opens ? [[south]] : []);
  if (raises) {
    const [event] = await host.waitForEvents('dataHyperlinkClicked');
    expect(event!.url).toBe('/reports/u1/pages/Actions/visuals/statusPages/events/dataHyperlinkClicked');
    expect(event!.body).toEqual({
      url: south,
      visualId: 'statusPages',
      dataPoints: [
        {
          identity: [
            { target: { table: 'Consumo', column: 'Região' }, equals: 'Sul' },
            { target: { table: 'Consumo', column: 'Status' }, equals: south },
          ],
          values: [
            {
              target: { table: 'Consumo', measure: 'Custo Total' },
              value: 150,
              formattedValue: 'R$ 150,00',
            },
          ],
        },
      ],
    });
  } else expect(host.eventsNamed('dataHyperlinkClicked')).toEqual([]);
  host.close();
});

test('the frame opens a followed link in a new tab, without access to the frame', async () => {
  const host = await loadedReportWithActions();
  const session = await sessionOf(host);
  followDataHyperlink(session, 'Actions', 'statusPages', south, point, session.context.open);
  expect(host.frameWindow.open).toHaveBeenCalledWith(south, '_blank', 'noopener,noreferrer');
  host.close();
});
