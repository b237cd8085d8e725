import { models } from '@nuvem/embed';
import type { FrameRouter, RouterRequest } from '../protocol/protocolTypes';
import { accept, answer, invalid } from '../protocol/routeAnswers';
import { filtersAt, updateFiltersAt, type FilterScope } from '../report/actions/filterActions';
import type { ReportEmbed } from '../report/reportEmbed';
import { handler, param } from './routeHandler';

/**
 * GET, POST {filtersOperation, filters} and PUT [filters] at the report, page and visual levels (embed spec
 * §7). POST is validated with validateUpdateFiltersRequest, PUT filter by filter with validateFilter; both
 * then check each target against the dataset. A refused request changes nothing.
 */
export function registerFilterRoutes(router: FrameRouter, embed: ReportEmbed): void {
  const scopes: [string, (request: RouterRequest) => FilterScope][] = [
    ['/report/filters', () => ({ level: 'report' })],
    ['/report/pages/:page/filters', (request) => ({ level: 'page', page: param(request, 'page') })],
    [
      '/report/pages/:page/visuals/:visual/filters',
      (request) => ({ level: 'visual', page: param(request, 'page'), visual: param(request, 'visual') }),
    ],
  ];
  for (const [url, scopeOf] of scopes) {
    router.get(
      url,
      handler(async (request, response) => {
        const session = await embed.lifecycle.whenLoaded();
        answer(response, filtersAt(session.state, scopeOf(request)));
      }),
    );
    router.post(
      url,
      handler(async (request, response) => {
        const errors = models.validateUpdateFiltersRequest(request.body);
        if (errors) return invalid(response, errors);
        const { filtersOperation, filters } = request.body as models.IUpdateFiltersRequest;
        updateFiltersAt(
          await embed.lifecycle.whenLoaded(),
          scopeOf(request),
          filtersOperation,
          filters ?? [],
        );
        accept(response);
      }),
    );
    router.put(
      url,
      handler(async (request, response) => {
        if (!Array.isArray(request.body)) return invalid(response, [{ message: 'filters must be an array' }]);
        updateFiltersAt(
          await embed.lifecycle.whenLoaded(),
          scopeOf(request),
          models.FiltersOperations.ReplaceAll,
          request.body as models.IFilter[],
        );
        accept(response);
      }),
    );
  }
}
