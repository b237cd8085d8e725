import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { ApiReferenceContainer } from './ApiReferenceContainer';
import type { OpenApiDocument } from './apiReferenceOf';

const doc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Nuvem API', version: '0.1.0' },
  components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/api/v1/health': { get: { summary: 'Liveness and database check', tags: ['health'], responses: {} } },
    '/api/v1/tickets': {
      get: { summary: 'Support tickets', tags: ['support'], security: [{ bearerAuth: [] }], responses: {} },
    },
  },
};

function Reference() {
  const [query, setQuery] = useState('');
  return (
    <ApiReferenceContainer
      query={query}
      onQueryChange={setQuery}
      tokenHref="/develop/projects"
      baseUrl="https://portal.example"
    />
  );
}

test('the API reference from GET /api/v1/openapi.json, searched, with a curl that carries a token placeholder', async () => {
  const { render } = setupFeatures({ 'GET /api/v1/openapi.json': () => json(200, doc) });
  render(<Reference />);
  expect(await screen.findByText('2 rotas')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar rota' }), 'tickets');
  expect(await screen.findByText('1 rota')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Support tickets/ }));
  expect(await screen.findByRole('group', { name: 'Exemplo com curl' })).toHaveTextContent(
    "curl -X GET 'https://portal.example/api/v1/tickets'",
  );
  expect(screen.getByRole('group', { name: 'Exemplo com curl' })).toHaveTextContent(
    'Authorization: Bearer <token>',
  );
});

test("the reference is asked in the user's language, and again in a language they switch to", async () => {
  const { render, requests, i18n } = setupFeatures({ 'GET /api/v1/openapi.json': () => json(200, doc) });
  render(<Reference />);
  expect(await screen.findByText('2 rotas')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('es'));
  expect(await screen.findByText('2 rutas')).toBeInTheDocument();
  expect(requests.map((r) => r.url)).toEqual([
    '/api/v1/openapi.json?lang=pt-BR',
    '/api/v1/openapi.json?lang=es',
  ]);
});

test('a failed load says so, with a retry', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/openapi.json': () => apiError(503, 'database_unavailable'),
  });
  render(<Reference />);
  expect(await screen.findByText('Não foi possível carregar a documentação da API.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});
